import { readdirSync } from 'node:fs';
import path from 'node:path';
import { resolveModuleFile } from './packagePaths.ts';

/**
 * Docusaurus's client modules (`@docusaurus/Link`, `@docusaurus/useBaseUrl`, ...) that content and
 * site components import: each is a file of the theme's `docusaurus` folder, under the same name.
 */
export const DOCUSAURUS_PREFIX = '@docusaurus/';

const MODULE_FILE = /^([A-Za-z][\w]*)\.(?:tsx|ts)$/;

/** The module names there are, sorted, for the message about one that is not. */
export function docusaurusModuleNames(themeDir: string): string[] {
  return readdirSync(path.join(themeDir, 'docusaurus'))
    .filter((file) => !file.includes('.test.'))
    .map((file) => MODULE_FILE.exec(file)?.[1])
    .filter((name): name is string => name !== undefined)
    .sort((a, b) => a.localeCompare(b, 'en'));
}

/** The file of `@docusaurus/<name>`, or undefined when the theme has no such module. */
export function docusaurusModuleFile(themeDir: string, specifier: string): string | undefined {
  const name = specifier.slice(DOCUSAURUS_PREFIX.length);
  // Only top-level names: the folder's helpers (`support/...`) are not part of the API.
  if (!MODULE_FILE.test(`${name}.ts`)) return undefined;
  return resolveModuleFile(path.join(themeDir, 'docusaurus', name));
}

/** What to tell an author who imports a module that is not there. */
export function unknownDocusaurusModuleHint(themeDir: string, specifier: string): string {
  const names = docusaurusModuleNames(themeDir);
  const wanted = specifier.slice(DOCUSAURUS_PREFIX.length).toLowerCase();
  const sameName = names.find((n) => n.toLowerCase() === wanted);
  if (sameName) return `Module names are case-sensitive: import "${DOCUSAURUS_PREFIX}${sameName}".`;
  return `docs provides these Docusaurus modules: ${names.map((n) => DOCUSAURUS_PREFIX + n).join(', ')}. Replace the import with one of them, or with a component of the site (src/components/...).`;
}
