import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeOutDir, resolveLocales } from './locales.ts';

const site = (i18n: Record<string, unknown>, baseUrl = '/') => ({ baseUrl, url: 'https://x.example', i18n: { defaultLocale: 'en', locales: ['en'], ...i18n } as never });

describe('resolveLocales', () => {
  it('puts the default first and settles each locale from its tag where localeConfigs says nothing', () => {
    const [en, ar, fr] = resolveLocales(site({ locales: ['ar', 'en', 'fr'], localeConfigs: { fr: { label: 'FR', htmlLang: 'fr-CA', path: 'french' } } }));
    expect(en).toMatchObject({ name: 'en', label: 'English', direction: 'ltr', htmlLang: 'en', path: 'en', baseUrl: '/', isDefault: true });
    expect(ar).toMatchObject({ name: 'ar', label: 'العربية', direction: 'rtl', baseUrl: '/ar/', isDefault: false });
    // The URL takes the locale's name; `path` names its translations folder only.
    expect(fr).toMatchObject({ name: 'fr', label: 'FR', htmlLang: 'fr-CA', path: 'french', baseUrl: '/fr/' });
  });

  it("serves another locale under the site's baseUrl, or at its own baseUrl and url when set", () => {
    const [, de, es] = resolveLocales(site({ locales: ['en', 'de', 'es'], localeConfigs: { es: { baseUrl: 'spanish', url: 'https://es.example' } } }, '/docs/'));
    expect(de).toMatchObject({ baseUrl: '/docs/de/', url: 'https://x.example' });
    expect(es).toMatchObject({ baseUrl: '/spanish/', url: 'https://es.example' });
  });
});

describe('localeOutDir', () => {
  it("is the output folder for the default locale and the folder below it named by the locale's baseUrl past the site's", () => {
    const [en, fr] = resolveLocales(site({ locales: ['en', 'fr'] }, '/docs/'));
    expect(localeOutDir('/out', '/docs/', en!)).toBe(path.join('/out'));
    expect(localeOutDir('/out', '/docs/', fr!)).toBe(path.join('/out', 'fr'));
  });
});
