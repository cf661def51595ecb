import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONFIG_KEYS, configKey, inventoryTable } from './configKeys.ts';

/** Docusaurus 3's config keys, read from its config validation, the classic preset's options and the classic theme's themeConfig. */
const DOCUSAURUS_3_KEYS = [
  'url', 'baseUrl', 'baseUrlIssueBanner', 'favicon', 'title', 'trailingSlash', 'i18n', 'future', 'onBrokenLinks', 'onBrokenAnchors',
  'onBrokenMarkdownLinks', 'onDuplicateRoutes', 'organizationName', 'staticDirectories', 'projectName', 'deploymentBranch', 'customFields',
  'githubHost', 'githubPort', 'plugins', 'themes', 'presets', 'themeConfig', 'scripts', 'ssrTemplate', 'headTags', 'stylesheets',
  'clientModules', 'tagline', 'titleDelimiter', 'noIndex', 'webpack', 'markdown',
];
const FUTURE_KEYS = ['v4', 'experimental_faster', 'experimental_storage', 'experimental_router'];
const CLASSIC_PRESET_OPTIONS = ['debug', 'docs', 'blog', 'pages', 'sitemap', 'svgr', 'gtag', 'googleTagManager', 'googleAnalytics'];
const CLASSIC_THEME_CONFIG = ['colorMode', 'image', 'metadata', 'docs', 'blog', 'navbar', 'footer', 'prism', 'tableOfContents', 'announcementBar'];

describe('the Docusaurus config key inventory', () => {
  it('has every key Docusaurus 3 accepts, each with its state and, for what docs does not use, what the site loses', () => {
    const keys = [
      ...DOCUSAURUS_3_KEYS.filter((k) => !['plugins', 'themes', 'presets', 'future', 'themeConfig'].includes(k)),
      'plugins[0]', 'themes[0]', 'presets[0]',
      ...FUTURE_KEYS.map((k) => `future.${k}`),
      ...CLASSIC_PRESET_OPTIONS.map((k) => `presets[classic].${k}`),
      'presets[classic].theme.customCss',
      ...CLASSIC_THEME_CONFIG.map((k) => `themeConfig.${k}`),
      'themeConfig.algolia',
    ];
    for (const key of keys) {
      const entry = configKey(key);
      if (entry.state === 'warned' || entry.state === 'info') expect(entry.loses, key).toMatch(/^[A-Z`/].*\.$/);
      if (entry.state === 'mapped') expect(entry.becomes, key).toBeTruthy();
    }
    expect(() => configKey('sidebar')).toThrow(/not in the Docusaurus config key inventory/);
  });

  it('lists each key once', () => {
    const names = CONFIG_KEYS.map((k) => k.key);
    expect(new Set(names).size).toBe(names.length);
  });

  it("is the table in the README's \"Coming from Docusaurus\"", () => {
    const readme = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'README.md'), 'utf8');
    const table = /<!-- docusaurus-config-keys -->\n([\s\S]*?)\n<!-- \/docusaurus-config-keys -->/.exec(readme)?.[1];
    expect(table, 'regenerate it with inventoryTable()').toBe(inventoryTable());
  });
});
