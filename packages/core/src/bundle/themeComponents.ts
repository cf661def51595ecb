import { readdirSync } from 'node:fs';
import path from 'node:path';
import { resolveModuleFile } from './packagePaths.ts';

/**
 * `@theme/Name`: the theme's own components are files at the top of its folder; the rest of the
 * classic theme's component names (`DocBreadcrumbs`, `Navbar/Content`, `IconClose`, ...) are files
 * of its `classic` folder, each the component of that role or a re-export of it through
 * `@theme/`, so that a site's shadow of the component it re-exports applies there too.
 */
export const CLASSIC_FOLDER = 'classic';

const COMPONENT_FILE = /^([A-Z][\w]*)\.(?:tsx|ts|jsx|js)$/;

/** The file `@theme/<name>` names in the theme (never a site's shadow), or undefined. */
export function themeComponentFile(themeDir: string, name: string): string | undefined {
  return resolveModuleFile(path.join(themeDir, name)) ?? resolveModuleFile(path.join(themeDir, CLASSIC_FOLDER, name));
}

/**
 * The file `@theme/<name>` (or `@theme-original/<name>`) resolves to: the site's `src/theme`
 * shadow first, unless the import is of the original or comes from the shadow itself (a wrapper
 * importing its own name means the original, as in Docusaurus); then the plugins' theme folders,
 * the last listed first; else the theme's. `@theme-original/` skips the site's shadow only, so a
 * site's wrapper of a plugin's component wraps the plugin's.
 */
export function resolveThemeImport(o: { themeDir: string; siteThemeDir: string; pluginThemeDirs?: readonly string[]; name: string; original: boolean; importer: string }): string | undefined {
  const dirs = [...(o.original ? [] : [o.siteThemeDir]), ...[...(o.pluginThemeDirs ?? [])].reverse()];
  for (const dir of dirs) {
    const shadow = resolveModuleFile(path.join(dir, o.name));
    if (shadow && shadow !== o.importer) return shadow;
  }
  return themeComponentFile(o.themeDir, o.name);
}

/** Component names under `dir`, nested ones with slashes (`Icon/Close` for `Icon/Close.tsx` or `Icon/Close/index.tsx`). */
function componentNamesUnder(dir: string, prefix = ''): string[] {
  let entries: import('node:fs').Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const names: string[] = [];
  for (const entry of entries) {
    if (entry.isDirectory()) {
      if (!/^[A-Z]/.test(entry.name)) continue;
      const nested = componentNamesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`);
      if (resolveModuleFile(path.join(dir, entry.name, 'index'))) nested.push(prefix + entry.name);
      names.push(...nested);
    } else if (!entry.name.includes('.test.')) {
      const name = COMPONENT_FILE.exec(entry.name)?.[1];
      if (name) names.push(prefix + name);
    }
  }
  return names;
}

/** Every component name `@theme/` offers: the theme's, the classic theme's, and the site's shadows. */
export function themeComponentNames(themeDir: string, siteThemeDir?: string): string[] {
  const names = new Set([...componentNamesUnder(themeDir).filter((n) => !n.includes('/')), ...componentNamesUnder(path.join(themeDir, CLASSIC_FOLDER))]);
  if (siteThemeDir) for (const n of componentNamesUnder(siteThemeDir)) names.add(n);
  return [...names].sort((a, b) => a.localeCompare(b, 'en'));
}
