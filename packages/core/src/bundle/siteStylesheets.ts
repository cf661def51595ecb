import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/types.ts';
import { prismThemeCss } from './prismThemeCss.ts';

/**
 * The global stylesheets every page loads, in cascade order. With Infima on, as in Docusaurus:
 * Infima first, then the theme, then the theme's rules that read Infima's variables, then the
 * site's `customCss`, so the site's `--ifm-*` values and rules win over all of them. The colours of
 * `themeConfig.prism`'s themes come just before the site's own stylesheets.
 */
export function siteStylesheets(config: Pick<SiteConfig, 'infima' | 'themeConfig' | 'i18n'>, siteDir: string): string[] {
  const prism = prismStylesheet(config.themeConfig.prism as { theme?: unknown; darkTheme?: unknown } | undefined, siteDir);
  const site = [...(prism ? [prism] : []), ...[(config.themeConfig.customCss as string[] | string | undefined) ?? []].flat().map((file) => path.resolve(siteDir, file))];
  if (!config.infima) return ['@docs/theme/styles/index.css', ...site];
  const infima = localeDirection(config.i18n.defaultLocale) === 'rtl' ? 'infima-rtl.css' : 'infima.css';
  return [`@docs/theme/styles/${infima}`, '@docs/theme/styles/index.css', '@docs/theme/styles/with-infima.css', ...site];
}

/** The Prism themes' stylesheet, written among the generated modules (unchanged, it is not rewritten: dev's watcher stays quiet). */
function prismStylesheet(prism: { theme?: unknown; darkTheme?: unknown } | undefined, siteDir: string): string | undefined {
  const css = prismThemeCss(prism);
  if (css === undefined) return undefined;
  const file = path.join(siteDir, '.docs', 'generated', 'prism-theme.css');
  let current: string | undefined;
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    current = undefined;
  }
  if (current !== css) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, css);
  }
  return file;
}

/** A locale's writing direction, as the browser's locale data gives it (Docusaurus's default for `direction`). */
export function localeDirection(locale: string): 'ltr' | 'rtl' {
  try {
    const info = (new Intl.Locale(locale) as Intl.Locale & { textInfo?: { direction?: string } }).textInfo;
    return info?.direction === 'rtl' ? 'rtl' : 'ltr';
  } catch {
    // A tag Intl does not parse: the config check reports it; the page is left to right.
    return 'ltr';
  }
}
