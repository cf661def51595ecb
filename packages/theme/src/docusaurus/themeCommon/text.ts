import { useCallback, useMemo } from 'react';
import { useSiteConfig } from '@docs/client';

/** Whether `value` matches the regular expression written as a string (`activeBaseRegex` in the config). */
export function isRegexpStringMatch(regexAsString: string | undefined, valueToTest: string): boolean {
  if (typeof regexAsString === 'undefined') return false;
  return new RegExp(regexAsString, 'gi').test(valueToTest);
}

/**
 * Picks the plural form of a message written as Docusaurus writes them, forms separated by `|`
 * in the order of the locale's plural categories (`One post|{count} posts`).
 */
export function usePluralForm(): { selectMessage: (count: number, pluralForms: string) => string } {
  const { i18n } = useSiteConfig();
  // The current locale's rules: French says "1 minute", English "1 minute" but "0 minutes", Arabic has six forms.
  const current = i18n.currentLocale ?? i18n.defaultLocale;
  const lang = i18n.localeConfigs?.[current]?.htmlLang ?? current;
  const rules = useMemo(() => new Intl.PluralRules(lang), [lang]);
  const selectMessage = useCallback(
    (count: number, pluralForms: string) => {
      const forms = pluralForms.split('|');
      if (forms.length === 1) return forms[0]!;
      const categories = rules.resolvedOptions().pluralCategories;
      const order = ['zero', 'one', 'two', 'few', 'many', 'other'].filter((c) => categories.includes(c as Intl.LDMLPluralRule));
      const index = order.indexOf(rules.select(count));
      return forms[Math.min(index < 0 ? forms.length - 1 : index, forms.length - 1)]!;
    },
    [rules],
  );
  return { selectMessage };
}

/** A date formatter in the current locale's language and calendar, read in UTC, as Docusaurus's `useDateTimeFormat`. */
export function useDateTimeFormat(options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const { i18n } = useSiteConfig();
  const current = i18n.currentLocale ?? i18n.defaultLocale;
  const { htmlLang = current, calendar } = i18n.localeConfigs?.[current] ?? {};
  return useMemo(() => new Intl.DateTimeFormat(htmlLang, { timeZone: 'UTC', ...(calendar && { calendar }), ...options }), [htmlLang, calendar, options]);
}

/** Tags grouped by their first letter, for a tags page. */
export function listTagsByLetters<T extends { label: string }>(tags: readonly T[]): { letter: string; tags: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const tag of [...tags].sort((a, b) => a.label.localeCompare(b.label))) {
    const letter = tag.label[0]!.toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return [...groups].map(([letter, list]) => ({ letter, tags: list }));
}
