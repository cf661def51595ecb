import path from 'node:path';
import type { I18nConfig, SiteConfig } from '../config/types.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';

/** One locale of the site, settled from `i18n` as Docusaurus settles it. */
export interface LocaleMeta {
  name: string;
  label: string;
  direction: 'ltr' | 'rtl';
  htmlLang: string;
  calendar: string;
  /** The locale's folder under `i18n/` (its translations). */
  path: string;
  /** Where the locale is served: the site's baseUrl, plus the locale's name for any but the default. */
  baseUrl: string;
  url: string;
  isDefault: boolean;
}

/**
 * What a language tag implies, asked of Intl once per tag: every page's shell reads its locale,
 * and Intl's objects cost a tenth of a millisecond a page to make (a second of a 10,000-page
 * build's main thread).
 */
function perTag<T>(of: (tag: string) => T): (tag: string) => T {
  const known = new Map<string, T>();
  return (tag) => {
    if (!known.has(tag)) known.set(tag, of(tag));
    return known.get(tag)!;
  };
}

/** The locale's name in its own language, capitalised ("Français", "العربية"); the code when Intl does not know it. */
const displayName = perTag((tag: string): string => {
  for (const candidate of [tag, tag.split('-').slice(0, 2).join('-'), tag.split('-')[0]!]) {
    try {
      const name = new Intl.DisplayNames(candidate, { type: 'language', fallback: 'code' }).of(candidate);
      if (name) return name.charAt(0).toLocaleUpperCase(candidate) + name.slice(1);
    } catch {
      // Not a tag Intl takes: try a shorter one.
    }
  }
  return tag;
});

const textDirection = perTag((tag: string): 'ltr' | 'rtl' => {
  try {
    const locale = new Intl.Locale(tag) as Intl.Locale & { getTextInfo?(): { direction?: string }; textInfo?: { direction?: string } };
    const info = locale.getTextInfo?.() ?? locale.textInfo;
    return info?.direction === 'rtl' ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
});

const calendarOf = perTag((tag: string): string => {
  try {
    const locale = new Intl.Locale(tag) as Intl.Locale & { getCalendars?(): string[]; calendars?: string[] };
    return locale.calendar ?? locale.getCalendars?.()[0] ?? locale.calendars?.[0] ?? 'gregory';
  } catch {
    return 'gregory';
  }
});

const withSlashes = (url: string) => `/${url.split('/').filter(Boolean).join('/')}/`.replace(/^\/\/$/, '/');

/**
 * Every locale the site is built in, the default first (it is built first, so the others' links
 * to it can be checked). A locale's `localeConfigs` entry wins over what its tag implies.
 */
export function resolveLocales(config: Pick<SiteConfig, 'i18n' | 'baseUrl' | 'url'>): LocaleMeta[] {
  const { defaultLocale, locales } = config.i18n;
  const names = [defaultLocale, ...locales.filter((l) => l !== defaultLocale)];
  return names.map((name) => localeMeta(config, name));
}

export function localeMeta(config: Pick<SiteConfig, 'i18n' | 'baseUrl' | 'url'>, name: string): LocaleMeta {
  const own = config.i18n.localeConfigs?.[name] ?? {};
  const htmlLang = own.htmlLang ?? name;
  const isDefault = name === config.i18n.defaultLocale;
  const baseUrl = typeof own.baseUrl === 'string' ? withSlashes(own.baseUrl) : withSlashes(`${config.baseUrl}/${isDefault ? '' : name}`);
  return {
    name,
    label: own.label ?? displayName(htmlLang),
    direction: own.direction ?? textDirection(htmlLang),
    htmlLang,
    calendar: own.calendar ?? calendarOf(htmlLang),
    path: own.path ?? name,
    baseUrl,
    url: typeof own.url === 'string' ? own.url : config.url,
    isDefault,
  };
}

/** The locale's translations folder: `i18n/<path>`. */
export const localizationDir = (siteDir: string, i18n: I18nConfig, locale: LocaleMeta) => path.resolve(siteDir, i18n.path ?? 'i18n', locale.path);

/** The locale's output folder under the site's: its baseUrl past the site's, as Docusaurus writes it. */
export function localeOutDir(outDir: string, siteBaseUrl: string, locale: LocaleMeta): string {
  const below = locale.baseUrl.startsWith(siteBaseUrl) ? locale.baseUrl.slice(siteBaseUrl.length) : locale.baseUrl.replace(/^\//, '');
  return path.join(outDir, below.replace(/\/+$/, ''));
}

/** Folder names of the classic content plugins' translations, as Docusaurus names them. */
export const TRANSLATION_FOLDERS = { docs: 'docusaurus-plugin-content-docs', blog: 'docusaurus-plugin-content-blog', pages: 'docusaurus-plugin-content-pages', theme: 'docusaurus-theme-classic' } as const;

/** Where a docs version's translated files are: `current` for the docs folder, `version-<name>` for a released one. */
export const docsVersionTranslationFolder = (version: string) => (version === 'current' ? 'current' : `version-${version}`);

/** `--locale` naming a locale the site does not have. */
export const unknownLocale = (locale: string, locales: string[]): Diagnostic => ({ severity: 'error', code: 'unknown-locale', message: `--locale ${locale}: the site has no locale "${locale}".`, hint: `Its locales (i18n.locales): ${locales.join(', ')}.` });
