import path from 'node:path';
import type { SiteConfig } from '../config/types.ts';

/**
 * The global stylesheets every page loads, in cascade order. With Infima on, as in Docusaurus:
 * Infima first, then the theme, then the theme's rules that read Infima's variables, then the
 * site's `customCss`, so the site's `--ifm-*` values and rules win over all of them.
 */
export function siteStylesheets(config: Pick<SiteConfig, 'infima' | 'themeConfig' | 'i18n'>, siteDir: string): string[] {
  const customCss = [(config.themeConfig.customCss as string[] | string | undefined) ?? []].flat().map((file) => path.resolve(siteDir, file));
  if (!config.infima) return ['@docs/theme/styles/index.css', ...customCss];
  const infima = localeDirection(config.i18n.defaultLocale) === 'rtl' ? 'infima-rtl.css' : 'infima.css';
  return [`@docs/theme/styles/${infima}`, '@docs/theme/styles/index.css', '@docs/theme/styles/with-infima.css', ...customCss];
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
