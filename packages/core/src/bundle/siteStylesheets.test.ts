import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeDirection, siteStylesheets } from './siteStylesheets.ts';
import { temporaryFolder } from '../../../../tests/helpers/temporaryFolder.ts';

const site = '/sites/tidepool';
const config = (over: { infima?: boolean; locale?: string; customCss?: string | string[] } = {}) => ({
  infima: over.infima ?? false,
  themeConfig: over.customCss === undefined ? {} : { customCss: over.customCss },
  i18n: { defaultLocale: over.locale ?? 'en', locales: [over.locale ?? 'en'] },
});

describe('siteStylesheets', () => {
  it('loads only the theme and the site CSS without Infima', () => {
    expect(siteStylesheets(config({ customCss: './src/css/custom.css' }), site)).toEqual(['@docs/theme/styles/index.css', path.resolve(site, 'src/css/custom.css')]);
  });

  it('puts Infima first and the site CSS last, with the rules reading Infima after the theme', () => {
    expect(siteStylesheets(config({ infima: true, customCss: ['a.css', 'b.css'] }), site)).toEqual([
      '@docs/theme/styles/infima.css',
      '@docs/theme/styles/index.css',
      '@docs/theme/styles/with-infima.css',
      path.resolve(site, 'a.css'),
      path.resolve(site, 'b.css'),
    ]);
  });

  it("writes themeConfig.prism's colours to a stylesheet loaded just before the site's own", () => {
    const dir = temporaryFolder('docs-prism-');
    const prism = { theme: { plain: { color: '#111111', backgroundColor: '#fafafa' }, styles: [] } };
    const sheets = siteStylesheets({ ...config({ infima: true, customCss: 'custom.css' }), themeConfig: { customCss: 'custom.css', prism } }, dir);
    expect(sheets.slice(-2)).toEqual([path.join(dir, '.docs', 'generated', 'prism-theme.css'), path.resolve(dir, 'custom.css')]);
    expect(readFileSync(sheets.at(-2)!, 'utf8')).toContain('--code-background: #fafafa;');
  });

  it("loads Infima's right-to-left build for a right-to-left default locale", () => {
    expect(siteStylesheets(config({ infima: true, locale: 'ar' }), site)[0]).toBe('@docs/theme/styles/infima-rtl.css');
    expect(siteStylesheets(config({ infima: true, locale: 'fa-IR' }), site)[0]).toBe('@docs/theme/styles/infima-rtl.css');
  });
});

describe('localeDirection', () => {
  it('reads the direction of the language', () => {
    expect(['en', 'pt-BR', 'he', 'ur', 'ja'].map(localeDirection)).toEqual(['ltr', 'ltr', 'rtl', 'rtl', 'ltr']);
  });

  it('is left to right for a tag Intl cannot parse', () => {
    expect(localeDirection('not a locale!')).toBe('ltr');
  });
});
