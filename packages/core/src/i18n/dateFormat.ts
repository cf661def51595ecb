import type { SiteConfig } from '../config/types.ts';
import { currentLocaleOf } from './localizedDirs.ts';
import { localeMeta } from './locales.ts';

/** How a locale writes dates: its language tag and its calendar (`localeConfigs.<l>.htmlLang`, `calendar`). */
export interface DateLocale {
  htmlLang: string;
  /** A calendar Intl knows ("gregory", "persian", "islamic-umalqura"...); the language's own when unset. */
  calendar?: string;
}

/** The locale being built, as its dates are written. */
export function dateLocaleOf(config: Pick<SiteConfig, 'i18n' | 'baseUrl' | 'url'>): DateLocale {
  const { htmlLang, calendar } = localeMeta(config, currentLocaleOf(config));
  return { htmlLang, calendar };
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A date formatter in the locale's language and calendar, reading dates in UTC as Docusaurus does,
 * so no machine's time zone moves a date by a day. A tag or calendar the runtime does not know
 * falls back to English in the Gregorian calendar rather than failing the build.
 */
export function dateFormatter(locale: DateLocale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify([locale.htmlLang, locale.calendar, options]);
  let formatter = formatters.get(key);
  if (!formatter) {
    const settled: Intl.DateTimeFormatOptions = { ...options, timeZone: 'UTC', ...(locale.calendar && { calendar: locale.calendar }) };
    try {
      formatter = new Intl.DateTimeFormat(locale.htmlLang, settled);
    } catch {
      formatter = new Intl.DateTimeFormat('en', { ...options, timeZone: 'UTC' });
    }
    formatters.set(key, formatter);
  }
  return formatter;
}
