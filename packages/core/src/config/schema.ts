import { s, type Schema } from './validate.ts';

/**
 * The config's shape, with Docusaurus's names and shapes wherever Docusaurus has the key (its
 * classic theme's `themeConfig`, its content plugins' options and its top-level keys), so a config
 * Docusaurus accepts is accepted here and one it rejects is rejected with the key at fault.
 */

const position = s.literal('left', 'right');
const stringOrNumber = s.union('string or number', s.string, s.number);
const reporting = s.literal('ignore', 'log', 'warn', 'throw');
const nonEmpty = s.pattern(/\S/, 'a non-empty string');
/** Docusaurus's gtag takes one ID or a list with at least one. */
const trackingID = s.switch('a tracking ID or a non-empty list of them', (value) => (!Array.isArray(value) ? nonEmpty : value.length ? s.array(nonEmpty) : undefined));
const attributes = s.record(s.union('string or boolean', s.string, s.boolean, s.literal(null)));

const linkFields = {
  type: s.literal('default', 'link'),
  label: s.string,
  html: s.string,
  to: s.string,
  href: s.string,
  activeBasePath: s.string,
  activeBaseRegex: s.string,
  prependBaseUrlToHref: s.boolean,
  target: s.string,
  className: s.string,
  'aria-label': s.string,
  position,
};
/** Other keys of a link are its HTML attributes, as Docusaurus passes them on. */
const linkWithTarget = s.open(linkFields);
/** A link with neither `to` nor `href` leads nowhere: Docusaurus requires one of them. */
const linkWithoutTarget = s.open(linkFields, ['to']);
const has = (value: unknown, key: string) => typeof value === 'object' && value !== null && (value as Record<string, unknown>)[key] !== undefined;
const linkItem = s.switch('link', (value) => (has(value, 'to') || has(value, 'href') ? linkWithTarget : linkWithoutTarget));
const docItem = s.open({ type: s.literal('doc'), docId: s.string, label: s.string, html: s.string, className: s.string, position, docsPluginId: s.string }, ['type', 'docId']);
const docSidebarItem = s.open({ type: s.literal('docSidebar'), sidebarId: s.string, label: s.string, html: s.string, className: s.string, position, docsPluginId: s.string }, ['type', 'sidebarId']);
const htmlItem = s.object({ type: s.literal('html'), value: s.string, className: s.string, position }, ['type', 'value']);

const typeOf = (value: unknown) => (typeof value === 'object' && value !== null ? (value as { type?: unknown }).type : undefined);
const hasItems = (value: unknown) => typeof value === 'object' && value !== null && 'items' in value;

/** A dropdown's item: any link kind, a doc, a sidebar or markup, never another dropdown. */
const dropdownChild = s.switch('dropdown item (a link, doc, docSidebar or html item; dropdowns do not nest)', (value) => {
  const type = typeOf(value);
  if (type === undefined) return hasItems(value) ? undefined : linkItem;
  return { default: linkItem, link: linkItem, doc: docItem, docSidebar: docSidebarItem, html: htmlItem }[type as string];
});
const dropdownItem = s.open({ type: s.literal('dropdown'), label: s.string, html: s.string, position, className: s.string, to: s.string, items: s.array(dropdownChild) }, ['items']);
const versionOrLocaleDropdown = s.open({ type: s.literal('docsVersionDropdown', 'localeDropdown'), position, className: s.string, label: s.string, dropdownItemsBefore: s.array(dropdownChild), dropdownItemsAfter: s.array(dropdownChild), docsPluginId: s.string, dropdownActiveClassDisabled: s.boolean, queryString: s.string }, ['type']);
const searchItem = s.object({ type: s.literal('search'), position, className: s.string }, ['type']);
/** A link to the main doc of the version being read (the latest off the docs). */
const docsVersionItem = s.open({ type: s.literal('docsVersion'), label: s.string, to: s.string, position, className: s.string, docsPluginId: s.string }, ['type']);

/** Navbar items are chosen by `type`, as Docusaurus chooses them; without one, an item with `items` is a dropdown. */
const navbarItem = s.switch('navbar item (link, doc, docSidebar, html, dropdown, docsVersion, docsVersionDropdown, localeDropdown or search)', (value) => {
  const type = typeOf(value);
  if (type === undefined) return hasItems(value) ? dropdownItem : linkItem;
  const byType: Record<string, Schema> = { default: linkItem, link: linkItem, doc: docItem, docSidebar: docSidebarItem, html: htmlItem, dropdown: dropdownItem, docsVersion: docsVersionItem, docsVersionDropdown: versionOrLocaleDropdown, localeDropdown: versionOrLocaleDropdown, search: searchItem };
  return byType[type as string];
});

const logo = s.object(
  { alt: s.string, src: s.string, srcDark: s.string, href: s.string, target: s.string, width: stringOrNumber, height: stringOrNumber, className: s.string, style: s.record(stringOrNumber) },
  ['src'],
);
const footerLinkFields = { label: s.string, to: s.string, href: s.string, html: s.string, target: s.string, className: s.string, 'aria-label': s.string };
/** As in Docusaurus: markup (`html`), or a `label` with `to` or `href`. */
const footerLink = s.switch('footer link', (value) => (has(value, 'html') ? s.open(footerLinkFields) : has(value, 'to') || has(value, 'href') ? s.open(footerLinkFields, ['label']) : s.open(footerLinkFields, ['label', 'to'])));
const footerGroup = s.object({ title: s.union('string or null', s.string, s.literal(null)), items: s.array(footerLink) }, ['items']);
const isGroup = (value: unknown) => hasItems(value) || (typeof value === 'object' && value !== null && 'title' in value);
/** Columns of links, or one row of links: Docusaurus refuses a mix of the two. */
const footerLinks = s.switch('array of link columns ({ title, items }) or array of links (a simple footer), not a mix of the two', (value) => {
  if (!Array.isArray(value)) return undefined;
  if (value.every(isGroup)) return s.array(footerGroup);
  if (!value.some(isGroup)) return s.array(footerLink);
  return undefined;
});

const contentPlugins = { remarkPlugins: s.array(s.any), beforeDefaultRemarkPlugins: s.array(s.any), rehypePlugins: s.array(s.any), beforeDefaultRehypePlugins: s.array(s.any), recmaPlugins: s.array(s.any) };
const stringOrFunction = s.union('string or function', s.string, s.function);
/** Keys every Docusaurus content plugin takes. */
const sharedContent = {
  id: s.string,
  include: s.array(s.string),
  exclude: s.array(s.string),
  showLastUpdateTime: s.boolean,
  showLastUpdateAuthor: s.boolean,
  editLocalizedFiles: s.boolean,
  admonitions: s.union('boolean or object', s.boolean, s.record(s.any)),
  ...contentPlugins,
};
const componentKeys = (...names: string[]) => Object.fromEntries(names.map((n) => [n, s.string]));
const tags = s.union('string, false or null', s.string, s.literal(false, null));
const inlineReport = s.literal('ignore', 'log', 'warn', 'throw');
/** By its tag, not `instanceof`: a config evaluated in another realm makes RegExps of its own. */
const isRegExp = (value: unknown) => Object.prototype.toString.call(value) === '[object RegExp]';

const docsFields = {
    ...sharedContent,
    path: s.string,
    routeBasePath: s.string,
    tagsBasePath: s.string,
    sidebarPath: s.union('string or false', s.string, s.literal(false)),
    sidebarItemsGenerator: s.function,
    numberPrefixParser: s.union('boolean or function', s.boolean, s.function),
    toc: s.object({ minHeadingLevel: s.literal(2, 3, 4, 5, 6), maxHeadingLevel: s.literal(2, 3, 4, 5, 6) }),
    editUrl: stringOrFunction,
    editCurrentVersion: s.boolean,
    currentVersionLabel: s.string,
    breadcrumbs: s.boolean,
    sidebarCollapsible: s.boolean,
    sidebarCollapsed: s.boolean,
    disableVersioning: s.boolean,
    includeCurrentVersion: s.boolean,
    lastVersion: s.string,
    onlyIncludeVersions: s.array(s.string),
    versions: s.record(s.object({ label: s.string, path: s.string, banner: s.literal('none', 'unreleased', 'unmaintained'), badge: s.boolean, noIndex: s.boolean, className: s.string })),
    tags,
    onInlineTags: inlineReport,
    ...componentKeys('docsRootComponent', 'docVersionRootComponent', 'docRootComponent', 'docItemComponent', 'docTagsListComponent', 'docTagDocListComponent', 'docCategoryGeneratedIndexComponent'),
};
const docs = s.falseOr(s.object(docsFields));
/** Further docs sets: each names its instance, its folder and its URL prefix. */
const docsInstances = s.array(s.object(docsFields, ['id', 'path', 'routeBasePath']));

const feedType = s.literal('rss', 'atom', 'json');
const blogFields = {
    ...sharedContent,
    path: s.string,
    routeBasePath: s.string,
    tagsBasePath: s.string,
    pageBasePath: s.string,
    archiveBasePath: s.union('string or null', s.string, s.literal(null)),
    authorsBasePath: s.string,
    postsPerPage: s.union('number or "ALL"', s.number, s.literal('ALL')),
    blogTitle: s.string,
    blogDescription: s.string,
    blogSidebarTitle: s.string,
    blogSidebarCount: s.union('number or "ALL"', s.number, s.literal('ALL')),
    products: s.record(s.string),
    truncateMarker: s.switch('a regular expression', (value) => (isRegExp(value) ? s.any : undefined)),
    showReadingTime: s.boolean,
    readingTime: s.function,
    feedOptions: s.object({
      type: s.union('"rss", "atom", "json", "all", an array of them, or null', s.literal('rss', 'atom', 'json', 'all', null), s.array(feedType)),
      title: s.string,
      description: s.string,
      copyright: s.string,
      language: s.string,
      limit: s.union('number, false or null', s.number, s.literal(false, null)),
      xslt: s.union('boolean or object', s.boolean, s.record(s.any)),
      createFeedItems: s.function,
    }),
    editUrl: stringOrFunction,
    authorsMapPath: s.string,
    sortPosts: s.literal('ascending', 'descending'),
    processBlogPosts: s.function,
    tags,
    onInlineTags: inlineReport,
    onInlineAuthors: inlineReport,
    onUntruncatedBlogPosts: inlineReport,
    ...componentKeys('blogListComponent', 'blogPostComponent', 'blogTagsListComponent', 'blogTagsPostsComponent', 'blogArchiveComponent', 'blogAuthorsPostsComponent', 'blogAuthorsListComponent'),
};
const blog = s.falseOr(s.object(blogFields));
/** Further blogs: each names its instance, its folder and its URL prefix. */
const blogInstances = s.array(s.object(blogFields, ['id', 'path', 'routeBasePath']));

const pages = s.falseOr(s.object({ ...sharedContent, path: s.string, routeBasePath: s.string, editUrl: stringOrFunction, mdxPageComponent: s.string }));

const headAsset = (required: string) => s.switch(`string, or object with ${required}`, (value) => (typeof value === 'string' ? s.string : s.open({ [required]: s.string }, [required])));
const reportingOrFunction = s.union('"ignore", "log", "warn", "throw" or function', reporting, s.function);

const prismTheme = s.object({ plain: s.any, styles: s.any }, ['plain', 'styles']);
/** `themeConfig`: Docusaurus's theme options that are not lifted to the top level, and any a theme reads. */
const themeConfig = s.open({
  prism: s.open({
    theme: prismTheme,
    darkTheme: prismTheme,
    defaultLanguage: s.string,
    additionalLanguages: s.array(s.string),
    magicComments: s.array(s.object({ className: s.string, line: s.string, block: s.object({ start: s.string, end: s.string }, ['start', 'end']) }, ['className'])),
  }),
  algolia: s.record(s.any),
  docs: s.object({ versionPersistence: s.literal('localStorage', 'none'), sidebar: s.object({ hideable: s.boolean, autoCollapseCategories: s.boolean }) }),
  tableOfContents: s.object({ minHeadingLevel: s.literal(2, 3, 4, 5, 6), maxHeadingLevel: s.literal(2, 3, 4, 5, 6) }),
  customCss: s.union('string or array of strings', s.string, s.array(s.string)),
});

export const siteConfigSchema = s.object(
  {
    title: s.string,
    tagline: s.string,
    url: s.string,
    baseUrl: s.string,
    favicon: s.string,
    image: s.string,
    metadata: s.array(s.record(s.string)),
    noIndex: s.boolean,
    titleDelimiter: s.string,
    trailingSlash: s.boolean,
    onBrokenLinks: reporting,
    onBrokenMarkdownLinks: reporting,
    onBrokenAnchors: reporting,
    onDuplicateRoutes: reporting,
    stylesheets: s.array(headAsset('href')),
    scripts: s.array(headAsset('src')),
    headTags: s.array(s.object({ tagName: s.pattern(/^[a-zA-Z][\w:.-]*$/, 'an HTML tag name (letters, digits, -)'), attributes, innerHTML: s.string }, ['tagName'])),
    clientModules: s.array(s.string),
    staticDirectories: s.array(s.string),
    baseUrlIssueBanner: s.boolean,
    i18n: s.object({
      defaultLocale: s.string,
      locales: s.array(s.string),
      path: s.string,
      localeConfigs: s.record(s.open({ label: s.string, direction: s.literal('ltr', 'rtl'), htmlLang: s.string, calendar: s.string, path: s.string, baseUrl: s.string, url: s.string, translate: s.boolean })),
    }),
    docs,
    docsInstances,
    blog,
    blogInstances,
    pages,
    markdown: s.object({
      format: s.literal('mdx', 'md', 'detect'),
      mermaid: s.boolean,
      mdx1Compat: s.object({ comments: s.boolean, admonitions: s.boolean, headingIds: s.boolean }),
      hooks: s.object({ onBrokenMarkdownLinks: reportingOrFunction, onBrokenMarkdownImages: reportingOrFunction }),
      anchors: s.object({ maintainCase: s.boolean }),
      emoji: s.boolean,
      parseFrontMatter: s.function,
      preprocessor: s.function,
      remarkRehypeOptions: s.record(s.any),
    }),
    navbar: s.object({
      title: s.union('string or null', s.string, s.literal(null)),
      logo,
      style: s.literal('primary', 'dark'),
      hideOnScroll: s.boolean,
      items: s.array(navbarItem),
    }),
    footer: s.object({ style: s.literal('light', 'dark'), logo, links: footerLinks, copyright: s.string }),
    announcementBar: s.object({ id: s.string, content: s.string, backgroundColor: s.string, textColor: s.string, isCloseable: s.boolean }, ['content']),
    colorMode: s.object({ defaultMode: s.literal('light', 'dark'), disableSwitch: s.boolean, respectPrefersColorScheme: s.boolean }),
    search: s.boolean,
    propsTables: s.object({ modules: s.array(s.string) }, ['modules']),
    infima: s.boolean,
    themeConfig,
    customFields: s.record(s.any),
    csp: s.record(s.array(s.string)),
    gtag: s.object({ trackingID: trackingID, anonymizeIP: s.boolean }, ['trackingID']),
    googleTagManager: s.object({ containerId: nonEmpty }, ['containerId']),
    sitemap: s.falseOr(s.object({
      lastmod: s.literal('date', 'datetime', null),
      changefreq: s.literal('always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never', null),
      priority: s.union('number from 0 to 1, or null', s.switch('number from 0 to 1', (v) => (typeof v === 'number' && v >= 0 && v <= 1 ? s.number : undefined)), s.literal(null)),
      ignorePatterns: s.array(s.string),
      filename: s.pattern(/^[^/\\]+$/, 'a file name (no folders)'),
      createSitemapItems: s.function,
    })),
    clientRedirects: s.object({
      redirects: s.array(s.object({ from: s.union('path or list of paths', s.string, s.array(s.string)), to: s.string }, ['from', 'to'])),
      fromExtensions: s.array(s.string),
      toExtensions: s.array(s.string),
      createRedirects: s.function,
    }),
    pwa: s.open({
      offlineModeActivationStrategies: s.array(s.literal('appInstalled', 'standalone', 'queryString', 'mobile', 'saveData', 'always')),
      pwaHead: s.array(s.open({ tagName: s.pattern(/^[a-zA-Z][\w-]*$/, 'an HTML tag name') }, ['tagName'])),
      debug: s.boolean,
    }),
    idealImage: s.object({ sizes: s.array(s.number), size: s.number, min: s.number, max: s.number, steps: s.number, quality: s.number, name: s.string, disableInDev: s.boolean }),
    debug: s.boolean,
    deployEnv: s.record(s.string),
    compress: s.literal(true, false, 'brotli', 'gzip'),
    sourceMaps: s.boolean,
    staticDir: s.string,
    pagesDir: s.string,
  },
  ['title', 'url'],
);
