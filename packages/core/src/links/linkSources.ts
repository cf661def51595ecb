import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import type { SiteConfig } from '../config/types.ts';
import type { LoadedContent } from '../content/loadedContent.ts';
import type { PathAlias } from './closest.ts';
import { configLinks, type ConfigLink } from './configLinks.ts';

/** What the link check needs to trace a link in a page's HTML back to where it is written. */
export interface LinkSources {
  /** The navbar, footer and announcement bar links, located in the config file. */
  configLinks: ConfigLink[];
  /** The site's own code (pages, components, shadowed theme components, sidebars, config), searched for a link's literal. */
  sourceFiles: string[];
  /** Docs by id, so a link written with a doc's id rather than its slug gets a suggestion. */
  aliases: PathAlias[];
}

const CODE = '**/*.{js,jsx,ts,tsx,mjs,cjs}';

export interface LinkSourcesInput {
  siteDir: string;
  config: SiteConfig;
  configFile: string;
  content: Pick<LoadedContent, 'docs'>;
}

export function linkSources({ siteDir, config, configFile, content }: LinkSourcesInput): LinkSources {
  const folders = [...new Set([path.join(siteDir, 'src'), path.resolve(siteDir, config.pagesDir)])];
  // Installed packages and build output are not the site's source; following links could loop.
  const code = folders.flatMap((cwd) => fg.sync(CODE, { cwd, absolute: true, ignore: ['**/node_modules/**', '**/.docs/**', '**/build/**'], followSymbolicLinks: false, suppressErrors: true }));
  const sidebarFiles = [config.docs, ...(config.docsInstances ?? [])].map((d) => d.sidebarPath && path.resolve(siteDir, d.sidebarPath));
  const extra = [...sidebarFiles, configFile].filter((f): f is string => Boolean(f));
  let configSource = '';
  try {
    configSource = readFileSync(configFile, 'utf8');
  } catch {
    // A config with no readable source (made in memory, say) has its links reported without a line.
  }
  return {
    configLinks: configLinks(config, configFile, configSource),
    sourceFiles: [...new Set([...code.sort(), ...extra])],
    aliases: content.docs.map((d) => ({ name: d.id, path: d.permalink })),
  };
}
