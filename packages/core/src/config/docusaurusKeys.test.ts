import { describe, expect, it } from 'vitest';
import { withDefaults } from './loadConfig.ts';
import { siteConfigSchema } from './schema.ts';
import type { UserConfig } from './types.ts';
import { validate } from './validate.ts';
import { warnUnsupported } from './unsupportedKeys.ts';

const base = { title: 'T', url: 'https://x.dev' };
const issuesOf = (extra: Record<string, unknown>) => validate({ ...base, ...extra }, siteConfigSchema);
const keysOf = (extra: Record<string, unknown>) => issuesOf(extra).map((i) => i.key);

describe('Docusaurus config shapes', () => {
  it('accepts every navbar item type, a dropdown without type, and a logo without alt', () => {
    expect(
      issuesOf({
        navbar: {
          title: null,
          style: 'primary',
          logo: { src: 'img/logo.svg', srcDark: 'img/dark.svg', href: 'https://x.dev', target: '_self', width: 32, height: '32px', className: 'l', style: { borderRadius: 4 } },
          items: [
            { type: 'default', to: '/docs', label: 'Docs', activeBasePath: 'docs', activeBaseRegex: '^/docs', target: '_self', className: 'c', 'aria-label': 'Docs', position: 'left' },
            { href: '/files/a.pdf', label: 'PDF', prependBaseUrlToHref: true, rel: 'nofollow', 'data-id': 'x' },
            { to: '/x', html: '<b>X</b>' },
            { type: 'doc', docId: 'intro', docsPluginId: 'default' },
            { type: 'docSidebar', sidebarId: 'guides', label: 'Guides' },
            { type: 'html', value: '<hr>', className: 'sep', position: 'right' },
            { type: 'search', position: 'right', className: 's' },
            { type: 'docsVersionDropdown', dropdownItemsAfter: [{ to: '/versions', label: 'All' }], dropdownActiveClassDisabled: true },
            { type: 'localeDropdown', queryString: '?a=1' },
            { label: 'More', items: [{ type: 'doc', docId: 'a' }, { type: 'docSidebar', sidebarId: 's' }, { type: 'html', value: '<hr>' }, { href: 'https://a', label: 'A' }] },
          ],
        },
      }),
    ).toEqual([]);
  });

  it('rejects what Docusaurus rejects in the navbar: nested dropdowns, unknown types, a doc item without docId', () => {
    expect(keysOf({ navbar: { items: [{ label: 'M', items: [{ label: 'N', items: [] }] }] } })).toEqual(['navbar.items[0].items[0]']);
    expect(keysOf({ navbar: { items: [{ type: 'docsDropdown', label: 'x' }] } })).toEqual(['navbar.items[0]']);
    expect(keysOf({ navbar: { items: [{ type: 'doc', label: 'x' }] } })).toEqual(['navbar.items[0].docId']);
    expect(keysOf({ navbar: { logo: { alt: 'x' } } })).toEqual(['navbar.logo.src']);
    expect(keysOf({ navbar: { items: [{ label: 'Nowhere' }] } })).toEqual(['navbar.items[0].to']);
    expect(keysOf({ footer: { links: [{ title: 'G', items: [{ to: '/a' }, { label: 'B' }] }] } })).toEqual(['footer.links[0].items[0].label', 'footer.links[0].items[1].to']);
  });

  it('accepts footer style, logo, html items, and the simple form; refuses a mix of columns and links', () => {
    expect(issuesOf({ footer: { style: 'dark', logo: { src: 'a.svg', width: 160 }, copyright: 'A <b>B</b>', links: [{ title: 'Docs', items: [{ label: 'I', to: '/i' }, { html: '<a href="/x">X</a>' }] }, { items: [] }] } })).toEqual([]);
    expect(issuesOf({ footer: { links: [{ label: 'I', to: '/i' }, { html: '<span>x</span>' }] } })).toEqual([]);
    expect(keysOf({ footer: { links: [{ title: 'Docs', items: [] }, { label: 'I', to: '/i' }] } })).toEqual(['footer.links']);
    expect(keysOf({ footer: { style: 'grey' } })).toEqual(['footer.style']);
  });

  it('accepts an announcement bar without id, and requires its content', () => {
    expect(issuesOf({ announcementBar: { content: 'Hi' } })).toEqual([]);
    expect(keysOf({ announcementBar: { id: 'a' } })).toEqual(['announcementBar.content']);
  });

  it("accepts the content plugins' options with functions where Docusaurus takes them", () => {
    const fn = () => 'x';
    expect(
      issuesOf({
        docs: { editUrl: fn, editCurrentVersion: true, editLocalizedFiles: true, showLastUpdateTime: true, showLastUpdateAuthor: true, include: ['**/*.md'], exclude: ['x/**'], sidebarCollapsible: false, sidebarCollapsed: false, numberPrefixParser: false, sidebarPath: false, sidebarItemsGenerator: fn, tags: null },
        blog: { editUrl: 'https://e', showReadingTime: false, readingTime: fn, blogSidebarCount: 'ALL', postsPerPage: 'ALL', feedOptions: { type: ['rss', 'json'], title: 't', description: 'd', copyright: 'c', language: 'en', limit: false, xslt: true }, include: ['*.md'], exclude: [] },
        pages: { include: ['**/*.tsx'], exclude: ['**/_*'], path: 'src/pages' },
      }),
    ).toEqual([]);
    expect(issuesOf({ docs: false, blog: false, pages: false })).toEqual([]);
    expect(issuesOf({ blog: { feedOptions: { type: 'all' } } })).toEqual([]);
    expect(issuesOf({ blog: { feedOptions: { type: null, limit: null } } })).toEqual([]);
    expect(keysOf({ blog: { feedOptions: { type: 'rdf' } } })).toEqual(['blog.feedOptions.type']);
    expect(keysOf({ blog: { postsPerPage: 'all' } })).toEqual(['blog.postsPerPage']);
    expect(keysOf({ docs: { editUrl: 3 } })).toEqual(['docs.editUrl']);
  });

  it('accepts the top-level keys, with the reporting levels Docusaurus has', () => {
    expect(
      issuesOf({
        trailingSlash: false,
        noIndex: true,
        onBrokenLinks: 'throw',
        onBrokenMarkdownLinks: 'warn',
        onBrokenAnchors: 'log',
        onDuplicateRoutes: 'ignore',
        titleDelimiter: '·',
        staticDirectories: ['static', 'public'],
        stylesheets: ['https://a/x.css', { href: 'https://a/y.css', integrity: 'sha', crossorigin: 'anonymous' }],
        scripts: ['https://a/x.js', { src: 'https://a/y.js', async: true }],
        headTags: [{ tagName: 'link', attributes: { rel: 'preconnect', href: 'https://a' } }, { tagName: 'script', innerHTML: '1' }],
        clientModules: ['./src/a.js'],
        baseUrlIssueBanner: false,
        metadata: [{ name: 'keywords', content: 'a' }],
        i18n: { defaultLocale: 'en', locales: ['en'], path: 'i18n', localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en-US', calendar: 'gregory', path: 'en' } } },
        markdown: { format: 'detect', mermaid: true, emoji: true, anchors: { maintainCase: true }, hooks: { onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: () => {} }, parseFrontMatter: () => ({}), preprocessor: () => '', remarkRehypeOptions: { footnoteLabel: 'Notes' } },
        themeConfig: { algolia: { appId: 'a' }, prism: { theme: { plain: {}, styles: [] }, additionalLanguages: ['java'] }, docs: { sidebar: { hideable: true, autoCollapseCategories: true } }, tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 5 }, zoom: { selector: 'img' } },
      }),
    ).toEqual([]);
    expect(keysOf({ onBrokenLinks: 'error' })).toEqual(['onBrokenLinks']);
    expect(keysOf({ stylesheets: [{ rel: 'stylesheet' }] })).toEqual(['stylesheets[0].href']);
    expect(keysOf({ scripts: [{ async: true }] })).toEqual(['scripts[0].src']);
    expect(keysOf({ headTags: [{ tagName: 'script><x' }] })).toEqual(['headTags[0].tagName']);
    expect(keysOf({ themeConfig: { tableOfContents: { maxHeadingLevel: 7 } } })).toEqual(['themeConfig.tableOfContents.maxHeadingLevel']);
  });
});

describe('withDefaults for Docusaurus keys', () => {
  const config = (extra: Partial<UserConfig> & Record<string, unknown>) => withDefaults({ ...base, ...extra } as UserConfig);

  it("gives an announcement bar Docusaurus's default id and makes it closeable", () => {
    expect(config({ announcementBar: { content: 'Hi' } }).announcementBar).toEqual({ content: 'Hi', id: 'announcement-bar', isCloseable: true });
  });

  it('reads a simple footer as one row of links, and keeps columns as they are', () => {
    expect(config({ footer: { links: [{ label: 'A', to: '/a' }] } }).footer).toMatchObject({ simple: true, style: 'light', links: [{ title: null, items: [{ label: 'A', to: '/a' }] }] });
    expect(config({ footer: { style: 'dark', links: [{ title: 'G', items: [] }] } }).footer).toMatchObject({ simple: false, style: 'dark' });
  });

  it('settles the feeds: all three unset or with "all", one or a list as given, none with null', () => {
    const types = (type: unknown) => {
      const blog = config({ blog: { feedOptions: { type } } as never }).blog;
      return blog ? blog.feedOptions.type : undefined;
    };
    expect(types(undefined)).toEqual(['rss', 'atom', 'json']);
    expect(types('all')).toEqual(['rss', 'atom', 'json']);
    expect(types('atom')).toEqual(['atom']);
    expect(types(['rss', 'json'])).toEqual(['rss', 'json']);
    expect(types(null)).toEqual([]);
  });

  it("takes Docusaurus's blog defaults: reading time shown, five posts in the sidebar", () => {
    expect(config({}).blog).toMatchObject({ showReadingTime: true, blogSidebarCount: 5, postsPerPage: 10 });
  });

  it('turns Algolia on as the local search, with a search box, unless search is off', () => {
    const withAlgolia = config({ themeConfig: { algolia: { appId: 'a' } } });
    expect(withAlgolia.search).toBe(true);
    expect(withAlgolia.navbar.items).toEqual([{ type: 'search', position: 'right' }]);
    expect(config({ search: false, themeConfig: { algolia: {} } }).navbar.items).toEqual([]);
  });

  it("takes themeConfig's image, metadata and tableOfContents, and the first static directory", () => {
    const c = config({ themeConfig: { image: 'img/card.png', metadata: [{ name: 'a', content: 'b' }], tableOfContents: { maxHeadingLevel: 5 } }, staticDirectories: ['public', 'static'] });
    expect(c.image).toBe('img/card.png');
    expect(c.metadata).toEqual([{ name: 'a', content: 'b' }]);
    expect(c.docs.toc).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 5 });
    expect(c.staticDir).toBe('public');
  });

  it('reads docs: false and pages: false as no docs and no pages, and pages.path as the pages folder', () => {
    expect(config({ docs: false }).docs.disabled).toBe(true);
    expect(config({ pages: false }).pages.disabled).toBe(true);
    expect(config({ pages: { path: 'src/site-pages' } }).pagesDir).toBe('src/site-pages');
  });

  it('takes markdown.hooks.onBrokenMarkdownLinks over the top-level key, as Docusaurus 3.5 does', () => {
    expect(config({ onBrokenMarkdownLinks: 'warn', markdown: { hooks: { onBrokenMarkdownLinks: 'throw' } } }).onBrokenMarkdownLinks).toBe('throw');
    expect(config({ onBrokenMarkdownLinks: 'ignore' }).onBrokenMarkdownLinks).toBe('ignore');
  });
});

describe('warnUnsupported', () => {
  const source = `export default defineConfig({
  title: 'T',
  url: 'https://x.dev',
  trailingSlash: true,
  i18n: { locales: ['en', 'fr'] },
  themeConfig: {
    algolia: { appId: 'a' },
    docs: { sidebar: { hideable: false } },
  },
  navbar: {
    items: [
      { type: 'localeDropdown', dropdownItemsAfter: [{ to: '/help', label: 'Help' }] },
    ],
  },
});
`;
  const config = {
    ...base,
    trailingSlash: true,
    i18n: { locales: ['en', 'fr'] },
    themeConfig: { algolia: { appId: 'a' }, docs: { sidebar: { hideable: false } } },
    navbar: { items: [{ type: 'localeDropdown', dropdownItemsAfter: [{ to: '/help', label: 'Help' }] }] },
  };

  it('warns once per key that changes something, at its line, saying what the site loses', () => {
    const warnings = warnUnsupported(config, '/site/docs.config.ts', source);
    expect(warnings.map((w) => [w.line, w.message.match(/`([^`]+)`/)![1]])).toEqual([
      [7, 'themeConfig.algolia'],
      [12, 'navbar.items[0].dropdownItemsAfter'],
    ]);
    expect(warnings[0]).toMatchObject({ severity: 'warning', code: 'config-unsupported', file: '/site/docs.config.ts', column: 5 });
    expect(warnings[0]!.message).toContain('the local search');
  });

  it("warns of a further docs set's or blog's keys as of the default one's, at their lines", () => {
    const instances = `export default defineConfig({
  title: 'T',
  url: 'https://x.dev',
  docsInstances: [
    { id: 'community', path: 'community', routeBasePath: 'community', docItemComponent: '@theme/MyDoc' },
  ],
  blogInstances: [{ id: 'news', path: 'news', routeBasePath: 'news', authorsBasePath: 'people' }],
});
`;
    const warnings = warnUnsupported({ ...base, docsInstances: [{ id: 'community', path: 'community', routeBasePath: 'community', docItemComponent: '@theme/MyDoc' }], blogInstances: [{ id: 'news', path: 'news', routeBasePath: 'news', authorsBasePath: 'people' }] }, '/site/docs.config.ts', instances);
    expect(warnings.map((w) => [w.line, w.message.match(/`([^`]+)`/)![1]])).toEqual([
      [5, 'docsInstances[0].docItemComponent'],
      [7, 'blogInstances[0].authorsBasePath'],
    ]);
  });

  it('says nothing of keys set to what changes nothing', () => {
    expect(warnUnsupported({ ...base, staticDirectories: ['static'], i18n: { locales: ['en'] }, markdown: { mermaid: false }, blog: { sortPosts: 'descending' } }, '/c.ts', undefined)).toEqual([]);
  });
});
