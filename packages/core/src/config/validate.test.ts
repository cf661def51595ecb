import { describe, expect, it } from 'vitest';
import { withDefaults } from './loadConfig.ts';
import { siteConfigSchema } from './schema.ts';
import { validate } from './validate.ts';

describe('config validation', () => {
  it('accepts a complete config', () => {
    const issues = validate(
      {
        title: 'T',
        url: 'https://x.dev',
        navbar: { items: [{ label: 'Docs', to: '/docs' }, { type: 'dropdown', label: 'More', items: [{ label: 'A', href: 'https://a' }] }, { href: 'https://gh', 'aria-label': 'GitHub repository' }] },
        blog: false,
        customFields: { anything: [1, 2] },
      },
      siteConfigSchema,
    );
    expect(issues).toEqual([]);
  });

  it('names an unknown key', () => {
    const issues = validate({ title: 'T', url: 'u', titel: 'x' }, siteConfigSchema);
    expect(issues).toHaveLength(1);
    expect(issues[0]!.key).toBe('titel');
    expect(issues[0]!.received).toBe('an unknown key');
  });

  it('names the deep key, its expected type and what it got', () => {
    const issues = validate({ title: 'T', url: 'u', navbar: { items: [{ label: 3, to: '/x' }] } }, siteConfigSchema);
    expect(issues[0]).toMatchObject({ key: 'navbar.items[0].label', expected: 'string', received: 'number 3' });
  });

  it('requires title and url', () => {
    expect(validate({}, siteConfigSchema).map((i) => i.key).sort()).toEqual(['title', 'url']);
  });

  it('checks literal values', () => {
    const issues = validate({ title: 'T', url: 'u', colorMode: { defaultMode: 'blue' } }, siteConfigSchema);
    expect(issues[0]).toMatchObject({ key: 'colorMode.defaultMode', expected: '"light" | "dark"' });
  });
});

describe('config defaults', () => {
  it('fills defaults and normalises the base URL and url', () => {
    const c = withDefaults({ title: 'T', url: 'https://x.dev/', baseUrl: 'sub' });
    expect(c.baseUrl).toBe('/sub/');
    expect(c.url).toBe('https://x.dev');
    expect(c.docs).toMatchObject({ path: 'docs', routeBasePath: '/docs', toc: { minHeadingLevel: 2, maxHeadingLevel: 3 } });
    expect(c.colorMode).toEqual({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false });
    expect(c.i18n).toEqual({ defaultLocale: 'en', locales: ['en'] });
    expect(c.infima).toBe(false);
  });

  it('takes infima as a boolean', () => {
    expect(withDefaults({ title: 'T', url: 'https://x.dev', infima: true }).infima).toBe(true);
    expect(validate({ title: 'T', url: 'u', infima: 'yes' }, siteConfigSchema)[0]).toMatchObject({ key: 'infima', expected: 'boolean' });
  });
});
