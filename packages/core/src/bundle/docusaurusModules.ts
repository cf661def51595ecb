import { readdirSync } from 'node:fs';
import path from 'node:path';
import { unknownNameHint } from './closeNames.ts';
import { resolveModuleFile } from './packagePaths.ts';

/**
 * Docusaurus's client modules (`@docusaurus/Link`, `@docusaurus/useBaseUrl`, ...) that content and
 * site components import: each is a file of the theme's `docusaurus` folder, under the same name.
 * The client entry points of Docusaurus's packages that swizzled components import (the classic
 * theme's hooks, the docs and blog plugins' client APIs) are modules of that folder too.
 */
export const DOCUSAURUS_PREFIX = '@docusaurus/';

const MODULE_FILE = /^([A-Za-z][\w]*)\.(?:tsx|ts)$/;

/** A Docusaurus package's client entry point → its file in the theme, relative to the theme's folder. */
const PACKAGE_MODULES: Record<string, string> = {
  'theme-common': 'docusaurus/themeCommon/index',
  'theme-common/internal': 'docusaurus/themeCommon/internal',
  'theme-common/Details': 'Details',
  'plugin-content-docs/client': 'docusaurus/themeCommon/docsClient',
  'plugin-content-blog/client': 'docusaurus/themeCommon/blogClient',
  'theme-search-algolia/client': 'docusaurus/themeCommon/searchClient',
};

/** The packages whose client entry points are served here, for the bundler's filter: their other paths are not. */
export const DOCUSAURUS_SPECIFIER = /^@docusaurus\/(?:[^/]+|(?:theme-common|plugin-content-docs|plugin-content-blog|theme-search-algolia)\/.+)$/;

/** The module names there are, sorted, for the message about one that is not. */
export function docusaurusModuleNames(themeDir: string): string[] {
  return readdirSync(path.join(themeDir, 'docusaurus'))
    .filter((file) => !file.includes('.test.'))
    .map((file) => MODULE_FILE.exec(file)?.[1])
    .filter((name): name is string => name !== undefined)
    .concat(Object.keys(PACKAGE_MODULES))
    .sort((a, b) => a.localeCompare(b, 'en'));
}

/** The file of `@docusaurus/<name>`, or undefined when the theme has no such module. */
export function docusaurusModuleFile(themeDir: string, specifier: string): string | undefined {
  const name = specifier.slice(DOCUSAURUS_PREFIX.length);
  const packageModule = Object.hasOwn(PACKAGE_MODULES, name) ? PACKAGE_MODULES[name] : undefined;
  if (packageModule) return resolveModuleFile(path.join(themeDir, packageModule));
  // Only top-level names: the folder's helpers (`support/...`) are not part of the API.
  if (!MODULE_FILE.test(`${name}.ts`)) return undefined;
  return resolveModuleFile(path.join(themeDir, 'docusaurus', name));
}

/** What to tell an author who imports a module that is not there. */
export function unknownDocusaurusModuleHint(themeDir: string, specifier: string): string {
  const names = docusaurusModuleNames(themeDir);
  const wanted = specifier.slice(DOCUSAURUS_PREFIX.length);
  const all = `docs provides these Docusaurus modules: ${names.map((n) => DOCUSAURUS_PREFIX + n).join(', ')}. Replace the import with one of them, or with a component of the site (src/components/...).`;
  return unknownNameHint(DOCUSAURUS_PREFIX, wanted, names, all);
}
