import type { SiteConfig } from '../config/types.ts';
import { resolveLocales } from './locales.ts';

/**
 * The config as one locale is built with it: served at the locale's baseUrl (and url), with
 * `i18n.currentLocale` naming it, which the content, the HTML shell and the theme read. Every
 * locale's settled config (its baseUrl included) is kept in `localeConfigs`, for the links to the
 * same page in the other locales (hreflang, the locale dropdown).
 */
export function applyLocale(config: SiteConfig, locale: string): void {
  const locales = resolveLocales(config);
  const meta = locales.find((l) => l.name === locale) ?? resolveLocales({ ...config, i18n: { ...config.i18n, locales: [locale] } }).find((l) => l.name === locale)!;
  config.baseUrl = meta.baseUrl;
  config.url = meta.url;
  config.i18n = {
    ...config.i18n,
    currentLocale: locale,
    localeConfigs: Object.fromEntries(locales.map(({ name, isDefault: _isDefault, ...settled }) => [name, { ...config.i18n.localeConfigs?.[name], ...settled }])),
  };
}
