import { readdirSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import type { SiteConfig } from '../config/types.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { displayPath } from '../diagnostics/displayPath.ts';
import { isInside, realPathOf } from '../util/insidePath.ts';
import { isBuildOutput } from './outputMarker.ts';

export const OUT_DIR_UNSAFE = 'out-dir-unsafe';

export interface OutDirCheck {
  siteDir: string;
  /** Absolute. */
  outDir: string;
  config: SiteConfig;
  configFile: string;
  /** `--empty-out-dir`: a folder holding files the build did not write may be replaced. Never one of the sources. */
  emptyOutDir?: boolean;
}

/** A place the output must not overlap, and what to call it in the message. */
interface Protected {
  dir: string;
  name: string;
}

/**
 * Whether the build may make `outDir` its output. A build replaces its output folder whole (the
 * previous one is renamed away and deleted), so the folder must be neither the site nor anything
 * holding it, must not overlap the folders and files the site is made from, and, if it exists,
 * must hold nothing but a previous output. Paths are compared where they really lead, so a
 * symlink to the site is the site. An error diagnostic when it may not; nothing is written.
 */
export function checkOutDir(o: OutDirCheck): Diagnostic | undefined {
  const out = realPathOf(o.outDir);
  const refuse = (message: string, hint: string): Diagnostic => ({ severity: 'error', code: OUT_DIR_UNSAFE, file: o.outDir, message, hint });
  const inSite = `Choose another --out-dir: ${displayPath(path.join(o.siteDir, 'build'))} (the default), or a folder of its own outside the site.`;
  const replaces = 'a build replaces its output folder whole';

  const site = realPathOf(o.siteDir);
  if (out === site) return refuse(`The output folder is the site folder itself: ${replaces}, which would delete the site.`, inSite);
  if (isInside(out, site)) return refuse(`The output folder holds the site ${displayPath(o.siteDir)}: ${replaces}, which would delete the site and everything beside it.`, inSite);

  const sources = sourcesOf(o).map((s) => ({ ...s, real: realPathOf(s.dir) }));
  const same = sources.find((s) => s.real === out);
  if (same) return refuse(`The output folder is the site's ${same.name}: ${replaces}, which would delete it.`, inSite);
  const holding = sources.find((s) => isInside(out, s.real));
  if (holding) return refuse(`The output folder holds the site's ${holding.name} ${displayPath(holding.dir)}: ${replaces}, which would delete it.`, inSite);
  const within = sources.find((s) => isInside(s.real, out));
  if (within) return refuse(`The output folder is inside the site's ${within.name} ${displayPath(within.dir)}: the output would be mixed with the sources, and read as sources by the next build.`, inSite);

  const around = aroundTheBuild()
    .map((s) => ({ ...s, real: realPathOf(s.dir) }))
    .find((s) => isInside(out, s.real));
  if (around) return refuse(`The output folder ${around.real === out ? 'is' : 'holds'} ${around.name}${around.dir === process.cwd() ? '' : ' ' + displayPath(around.dir)}: ${replaces}, which would delete it.`, inSite);

  const existing = statSync(out, { throwIfNoEntry: false });
  if (!existing) return undefined;
  if (!existing.isDirectory()) return refuse('The output folder is a file.', 'Choose another --out-dir, or remove the file yourself.');
  let entries: string[];
  try {
    entries = readdirSync(out);
  } catch (error) {
    return refuse(`The output folder cannot be read (${(error as NodeJS.ErrnoException).code}), so it cannot be told to hold only a previous output.`, 'Choose another --out-dir, or make the folder readable.');
  }
  if (entries.length === 0 || o.emptyOutDir || isBuildOutput(out)) return undefined;
  const some = entries.sort().slice(0, 3).join(', ') + (entries.length > 3 ? ', ...' : '');
  return refuse(`The output folder holds files docs build did not write (${some}): ${replaces}, which would delete them.`, 'Remove the folder yourself or choose another --out-dir; or pass --empty-out-dir to have the build replace it with its output.');
}

/** What the site is made from, as the config places it (a content folder may be outside the site). */
function sourcesOf({ siteDir, config, configFile }: OutDirCheck): Protected[] {
  const at = (dir: string, name: string): Protected => ({ dir: path.resolve(siteDir, dir), name });
  return [
    at(config.docs.path, 'docs folder'),
    ...(config.blog ? [at(config.blog.path, 'blog folder')] : []),
    at(config.pagesDir, 'pages folder'),
    at(config.staticDir, 'static folder'),
    ...(config.docs.sidebarPath ? [at(config.docs.sidebarPath, 'sidebars file')] : []),
    // The further docs sets and blogs (absent from a config made before they were).
    ...(config.docsInstances ?? []).flatMap((d) => [at(d.path, `${d.id} docs folder`), ...(d.sidebarPath ? [at(d.sidebarPath, `${d.id} sidebars file`)] : [])]),
    ...(config.blogInstances ?? []).map((b) => at(b.path, `${b.id} blog folder`)),
    at('src', 'src folder'),
    at('node_modules', 'node_modules folder'),
    at('.docs', 'cache folder'),
    { dir: configFile, name: 'config file' },
  ];
}

/**
 * Folders no output may replace wherever the site is, even under `--empty-out-dir`: the disk's
 * root, the home folder, and the folder the command runs in (replaced, it would leave the shell
 * in a deleted folder, where the next command fails).
 */
function aroundTheBuild(): Protected[] {
  return [
    { dir: path.parse(process.cwd()).root, name: 'the root folder' },
    { dir: homedir(), name: 'the home folder' },
    { dir: process.cwd(), name: 'the current folder' },
  ];
}
