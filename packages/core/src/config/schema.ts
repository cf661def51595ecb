import { s } from './validate.ts';

const position = s.literal('left', 'right');
const linkItem = s.object(
  { label: s.string, to: s.string, href: s.string, target: s.string, className: s.string, position, 'aria-label': s.string, type: s.literal('link'), activeBaseRegex: s.string },
  ['label'],
);
const iconLink = s.object({ href: s.string, position, className: s.string, 'aria-label': s.string, type: s.literal('link'), target: s.string }, ['href', 'aria-label']);

/** Navbar items are matched on `type`; an unknown type is reported by the theme at render time too. */
const navbarItem = s.union(
  'navbar item (link, doc, dropdown, docsVersionDropdown, localeDropdown or search)',
  linkItem,
  iconLink,
  s.object({ type: s.literal('doc'), docId: s.string, label: s.string, position, className: s.string }, ['type', 'docId']),
  s.object({ type: s.literal('dropdown'), label: s.string, position, items: s.array(linkItem), className: s.string }, ['type', 'label', 'items']),
  s.object({ type: s.literal('docsVersionDropdown', 'localeDropdown', 'search'), position }, ['type']),
);

const contentPlugins = { remarkPlugins: s.array(s.any), beforeDefaultRemarkPlugins: s.array(s.any), rehypePlugins: s.array(s.any), beforeDefaultRehypePlugins: s.array(s.any) };

export const siteConfigSchema = s.object(
  {
    title: s.string,
    tagline: s.string,
    url: s.string,
    baseUrl: s.string,
    favicon: s.string,
    image: s.string,
    i18n: s.object({ defaultLocale: s.string, locales: s.array(s.string) }),
    docs: s.object({
      path: s.string,
      routeBasePath: s.string,
      sidebarPath: s.string,
      toc: s.object({ minHeadingLevel: s.literal(2, 3, 4, 5, 6), maxHeadingLevel: s.literal(2, 3, 4, 5, 6) }),
      editUrl: s.string,
      currentVersionLabel: s.string,
      breadcrumbs: s.boolean,
      ...contentPlugins,
    }),
    blog: s.falseOr(
      s.object({ path: s.string, routeBasePath: s.string, postsPerPage: s.number, blogTitle: s.string, blogDescription: s.string, blogSidebarTitle: s.string, products: s.record(s.string), ...contentPlugins }),
    ),
    pages: s.object(contentPlugins),
    markdown: s.object({
      format: s.literal('mdx', 'md', 'detect'),
      mdx1Compat: s.object({ comments: s.boolean, admonitions: s.boolean, headingIds: s.boolean }),
    }),
    navbar: s.object({
      title: s.string,
      logo: s.object({ alt: s.string, src: s.string }, ['alt', 'src']),
      hideOnScroll: s.boolean,
      items: s.array(navbarItem),
    }),
    footer: s.object({
      links: s.array(s.object({ title: s.string, items: s.array(linkItem) }, ['title', 'items'])),
      copyright: s.string,
    }),
    announcementBar: s.object(
      { id: s.string, content: s.string, backgroundColor: s.string, textColor: s.string, isCloseable: s.boolean },
      ['id', 'content'],
    ),
    colorMode: s.object({ defaultMode: s.literal('light', 'dark'), disableSwitch: s.boolean, respectPrefersColorScheme: s.boolean }),
    search: s.boolean,
    propsTables: s.object({ modules: s.array(s.string) }, ['modules']),
    infima: s.boolean,
    themeConfig: s.record(s.any),
    customFields: s.record(s.any),
    csp: s.record(s.array(s.string)),
    deployEnv: s.record(s.string),
    compress: s.literal(true, false, 'brotli', 'gzip'),
    staticDir: s.string,
    pagesDir: s.string,
    onBrokenLinks: s.literal('ignore', 'log', 'warn', 'throw'),
  },
  ['title', 'url'],
);
