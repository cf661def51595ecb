import { existsSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { findConfigFile } from '../config/loadConfig.ts';
import { closestModulePath } from './closestModule.ts';
import { packageFoldersFor, packageSourceDir } from './packagePaths.ts';
import { unknownNameHint } from './closeNames.ts';
import { themeComponentNames } from './themeComponents.ts';

export interface MissingModule {
  /** The import as written: `@site/src/components/Foo`, `./Foo`, `@theme/Nope`, `lodash`. */
  specifier: string;
  /** Absolute path of the file that imports it. */
  importer: string;
  /** The site's folder; found from the importer (the folder with docs.config) when absent. */
  siteDir?: string;
}

/** A missing import in plain words: what was looked for, and what to do about it. */
export interface MissingModuleExplanation {
  /** `Cannot find "<specifier>": <what was looked for>.` */
  message: string;
  hint: string;
}

/** What `@site/...` and `@theme/...` imports are tried with, in order (see packagePaths.ts). */
const ALIAS_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.mdx', '.md'];
/** What a relative import is tried with: the bundler's defaults, which the build keeps. */
const RELATIVE_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.css', '.json'];

/** The folder of the site a file belongs to: the nearest one above it with a config file (ours or Docusaurus's). */
function siteDirOf(file: string): string {
  for (let dir = path.dirname(file); path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    if (findConfigFile(dir)) return dir;
  }
  return path.dirname(file);
}

const slash = (p: string) => p.split(path.sep).join('/');

/** A path as the reader knows it: relative to the site when inside it. */
function shown(file: string, siteDir: string): string {
  const rel = path.relative(siteDir, file);
  return rel.startsWith('..') || path.isAbsolute(rel) ? file : slash(rel);
}

/** Extensions that name a file outright: an import written with one is looked for as it is. */
const FILE_EXTENSION = /^\.(tsx?|jsx?|mjs|cjs|mdx?|json|s?css|sass|less|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|otf|mp4|webm|txt)$/i;

/** `no file X.tsx, .ts, ... or folder with an index file`, or `no file X.png` for a path with its extension. */
function lookedFor(target: string, siteDir: string, extensions: string[]): string {
  if (FILE_EXTENSION.test(path.extname(target))) return `no file ${shown(target, siteDir)}`;
  const [first, ...rest] = extensions;
  return `no file ${shown(target, siteDir)}${first}, ${rest.join(', ')} or folder with an index file`;
}

/** A missing file: the closest one that exists, or else what to create. */
function missingFile(m: Required<MissingModule>, target: string, base: { prefix: string; dir: string; root: string }, extensions: string[]): MissingModuleExplanation {
  const message = `Cannot find "${m.specifier}": ${lookedFor(target, m.siteDir, extensions)}.`;
  const near = closestModulePath(target, base.root);
  if (near) {
    let rel = slash(path.relative(base.dir, near));
    if (base.prefix === '' && !rel.startsWith('.')) rel = `./${rel}`;
    return { message, hint: `Did you mean "${base.prefix}${rel}"?` };
  }
  const folder = path.dirname(target);
  if (!existsSync(folder)) return { message, hint: `There is no folder ${shown(folder, m.siteDir)}: check the path, or create the file there.` };
  return { message, hint: `Check the path, or create ${shown(target, m.siteDir)}${FILE_EXTENSION.test(path.extname(target)) ? '' : '.tsx'}.` };
}

/** `@scope/name` or `name`, and the path inside the package. */
function splitPackage(specifier: string): { name: string; subpath: string } {
  const parts = specifier.split('/');
  const size = specifier.startsWith('@') ? 2 : 1;
  return { name: parts.slice(0, size).join('/'), subpath: parts.slice(size).join('/') };
}

function missingPackage(m: Required<MissingModule>): MissingModuleExplanation {
  const bare = m.specifier.replace(/^node:/, '');
  if (m.specifier.startsWith('node:') || isBuiltin(bare)) {
    return {
      message: `Cannot find "${m.specifier}": it is part of Node.js, and pages run in the browser too, where it does not exist.`,
      hint: 'Move this code to docs.config.ts or a plugin, which run in Node, and pass the result to the page as data.',
    };
  }
  const { name, subpath } = splitPackage(m.specifier);
  const folders = [...new Set([...packageFoldersFor(path.dirname(m.importer)), ...packageFoldersFor(m.siteDir)])];
  const installed = folders.map((f) => path.join(f, name)).find((dir) => existsSync(dir));
  if (!installed) return { message: `Cannot find "${m.specifier}": the package "${name}" is not installed.`, hint: `Install it: npm install ${name}` };
  if (!subpath) {
    return { message: `Cannot find "${m.specifier}": the package "${name}" is installed, but names no main file that exists.`, hint: `Reinstall it (npm install ${name}), or import one of its files by path.` };
  }
  const near = closestModulePath(path.join(installed, subpath), installed);
  return {
    message: `Cannot find "${m.specifier}": the package "${name}" has no file or export "${subpath}".`,
    hint: near ? `Did you mean "${name}/${slash(path.relative(installed, near))}"?` : `Check the path against the files the package publishes (its package.json "exports").`,
  };
}

function missingThemeComponent(m: Required<MissingModule>, original: boolean): MissingModuleExplanation {
  const prefix = original ? '@theme-original/' : '@theme/';
  const name = m.specifier.slice(prefix.length);
  const themeDir = packageSourceDir('@docs/theme');
  const siteThemeDir = path.join(m.siteDir, 'src', 'theme');
  const where = original ? 'the theme has no component' : 'neither the theme nor src/theme of the site has a component';
  const message = `Cannot find "${m.specifier}": ${where} "${name}".`;
  const names = themeComponentNames(themeDir, original ? undefined : siteThemeDir);
  const otherwise = original ? `The theme offers the components of Docusaurus's classic theme (${names.length} names, e.g. ${names.slice(0, 5).join(', ')}).` : `Check the name, or add src/theme/${name}.tsx to the site to create the component.`;
  return { message, hint: unknownNameHint(prefix, name, names, otherwise) };
}

/** Why an import names nothing that exists, in the reader's terms, with the closest existing module when there is one. */
export function explainMissingModule(missing: MissingModule): MissingModuleExplanation {
  const m: Required<MissingModule> = { ...missing, siteDir: missing.siteDir ?? siteDirOf(missing.importer) };
  const spec = m.specifier;
  if (spec.startsWith('@theme/')) return missingThemeComponent(m, false);
  if (spec.startsWith('@theme-original/')) return missingThemeComponent(m, true);
  if (spec.startsWith('@site/')) {
    const target = path.join(m.siteDir, spec.slice('@site/'.length));
    return missingFile(m, target, { prefix: '@site/', dir: m.siteDir, root: m.siteDir }, ALIAS_EXTENSIONS);
  }
  if (spec.startsWith('@generated/')) {
    return { message: `Cannot find "${spec}": the build writes it only for a site with a blog folder.`, hint: 'Add a blog to the site, or remove the import.' };
  }
  if (spec === '@docs/client' || spec.startsWith('@docs/client/')) {
    return { message: `Cannot find "${spec}": the client runtime has no module "${spec.slice('@docs/client/'.length)}".`, hint: 'Import from "@docs/client" itself.' };
  }
  if (spec.startsWith('.') || path.isAbsolute(spec)) {
    const from = path.dirname(m.importer);
    const target = path.resolve(from, spec);
    // Corrections may climb out of the importer's folder as the import does, but not out of the site.
    const root = target.startsWith(m.siteDir + path.sep) ? m.siteDir : path.dirname(target);
    return missingFile(m, target, { prefix: '', dir: from, root }, RELATIVE_EXTENSIONS);
  }
  return missingPackage(m);
}
