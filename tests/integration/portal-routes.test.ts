import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltSite } from '../helpers/site.ts';
import { sharedPortal } from '../helpers/portalBuilds.ts';

/**
 * Every docs route of the spec (section 2, with the URL of each doc from the original site), the
 * generated category pages, the tag pages and the starters gallery. The UI component pages under
 * /reference/ui/{atoms,molecules,organisms} and the release notes are listed by their own tests.
 */
const DOC_ROUTES = [
  '/conceptual-guides',
  '/docs',
  '/faq',
  '/glossary',
  '/playground',
  '/quickstart',
  '/reference',
  '/resources',
  '/tutorials',
  '/beta/about',
  '/beta/changes-from-store-framework',
  '/beta/customer-invitation',
  '/beta/features-and-capabilities',
  '/beta/feedback-and-issue-tracking',
  '/beta/overview',
  '/conceptual-guides/analytics-on-faststore',
  '/conceptual-guides/analytics-on-official-starters',
  '/conceptual-guides/analytics-store-framework',
  '/conceptual-guides/jamstack',
  '/conceptual-guides/P-plugin',
  '/conceptual-guides/S-shadowing',
  '/conceptual-guides/S-ssg',
  '/conceptual-guides/S-starter',
  '/how-to-guides/cms/vtex-headless-cms/Enabling private CMS previews',
  '/how-to-guides/cms/vtex-headless-cms/Installing Releases on VTEX Headless CMS',
  '/how-to-guides/cms/vtex-headless-cms/Migrating from gatsby-plugin-cms to gatsby-source-cms',
  '/how-to-guides/cms/vtex-headless-cms/Sending CMS updates to VTEX IO WebOps',
  '/how-to-guides/cms/vtex-headless-cms/Widgets',
  '/how-to-guides/contributing/component',
  '/how-to-guides/contributing/design-principles',
  '/how-to-guides/faststore-api/creating-resolvers',
  '/how-to-guides/faststore-api/explore-the-faststore-api',
  '/how-to-guides/faststore-api/extending-the-faststore-api',
  '/how-to-guides/faststore-api/fetching-api-data',
  '/how-to-guides/faststore-api/using-the-faststore-api-root-object-fields',
  '/how-to-guides/migrating-from-SF',
  '/how-to-guides/performance',
  '/how-to-guides/performance/analyzing-a-projects-bundle-size',
  '/how-to-guides/performance/handling-the-impact-of-third-party-scripts',
  '/how-to-guides/performance/lighthouse',
  '/how-to-guides/performance/testing-the-server-side-rendering',
  '/how-to-guides/platform-integration/vtex-integration',
  '/how-to-guides/platform-integration/vtex/hosting-a-faststore-vtex-website',
  '/how-to-guides/platform-integration/vtex/integrating-the-vtex-login',
  '/how-to-guides/platform-integration/vtex/integrating-vtex-checkout',
  '/how-to-guides/platform-integration/vtex/integrating-vtex-orderplaced-myaccount',
  '/how-to-guides/platform-integration/vtex/intelligent-search-reports',
  '/how-to-guides/platform-integration/vtex/setting-up-an-account',
  '/how-to-guides/platform-integration/vtex/troubleshooting',
  '/how-to-guides/routing/managing-url-redirects',
  '/how-to-guides/testing/e2e-testing',
  '/how-to-guides/theming',
  '/how-to-guides/theming/creating-a-theme',
  '/how-to-guides/theming/extending-a-theme',
  '/how-to-guides/theming/global-tokens',
  '/how-to-guides/theming/global-tokens/colors',
  '/how-to-guides/theming/global-tokens/grid-and-layout',
  '/how-to-guides/theming/global-tokens/interactive-controls',
  '/how-to-guides/theming/global-tokens/refinements',
  '/how-to-guides/theming/global-tokens/spacing',
  '/how-to-guides/theming/global-tokens/typography',
  '/how-to-guides/theming/themes/midnight',
  '/how-to-guides/theming/themes/soft-blue',
  '/how-to-guides/troubleshooting',
  '/how-to-guides/troubleshooting/analytics-and-partytown',
  '/how-to-guides/troubleshooting/debugging-releases-publishing',
  '/how-to-guides/troubleshooting/identifying-development-errors-and-starter-bugs',
  '/how-to-guides/troubleshooting/tracing-the-error-source',
  '/how-to-guides/webops/security',
  '/how-to-guides/webops/security/managing-secrets',
  '/how-to-guides/webops/security/setting-up-secrets',
  '/reference/api/enums',
  '/reference/api/faststore-api',
  '/reference/api/get-started',
  '/reference/api/inputs',
  '/reference/api/mutations',
  '/reference/api/mutations/cart',
  '/reference/api/mutations/session',
  '/reference/api/objects',
  '/reference/api/queries',
  '/reference/api/queries/allCollections',
  '/reference/api/queries/allProducts',
  '/reference/api/queries/collection',
  '/reference/api/queries/product',
  '/reference/api/queries/search',
  '/reference/api/scalars',
  '/reference/plugins/gatsby',
  '/reference/plugins/theme',
  '/reference/sdk/analytics',
  '/reference/sdk/analytics/how-to-extend-types',
  '/reference/sdk/analytics/how-to-send-custom-events',
  '/reference/sdk/analytics/sendAnalyticsEvent',
  '/reference/sdk/analytics/useAnalyticsEvent',
  '/reference/sdk/cart',
  '/reference/sdk/cart/CartProvider',
  '/reference/sdk/cart/useCart',
  '/reference/sdk/faststore-sdk',
  '/reference/sdk/getting-started-faststore-sdk',
  '/reference/sdk/search',
  '/reference/sdk/search/SearchProvider',
  '/reference/sdk/search/usePagination',
  '/reference/sdk/search/useSearch',
  '/reference/sdk/session',
  '/reference/sdk/UI',
  '/reference/ui/components',
  '/reference/ui/faststore-ui',
  '/reference/ui/get-started-faststore-ui',
  '/tutorials/cms-overview',
  '/tutorials/cms-storecomponents/0',
  '/tutorials/cms-storecomponents/1',
  '/tutorials/cms-storecomponents/2',
  '/tutorials/cms-storecomponents/3',
  '/tutorials/cms-storecomponents/4',
  '/tutorials/cms-storecomponents/5',
  '/tutorials/cms-storecomponents/6',
  '/tutorials/cms-storecomponents/7',
  '/tutorials/cms-storecomponents/overview',
  '/tutorials/cms/0',
  '/tutorials/cms/1',
  '/tutorials/cms/2',
  '/tutorials/cms/3',
  '/tutorials/cms/4',
  '/tutorials/cms/5',
  '/tutorials/cms/Troubleshooting',
  '/tutorials/fundamentals/0',
  '/tutorials/fundamentals/1',
  '/tutorials/fundamentals/2',
  '/tutorials/gatsby-overview',
  '/tutorials/gatsby/1',
  '/tutorials/gatsby/2',
  '/tutorials/gatsby/3',
  '/tutorials/gatsby/4',
  '/tutorials/gatsby/5',
  '/tutorials/gatsby/6',
  '/tutorials/gatsby/Troubleshooting',
  '/tutorials/how-to-override-section-components',
  '/templates/how-to-guide-template',
  '/templates/ui-components',
  '/v0/troubleshooting',
];

const TAGS = ['analytics', 'analytics-handler', 'cms', 'faststore', 'ga', 'google', 'google-analytics', 'google-tag-manager', 'gtm', 'gtm-container-id', 'partytown', 'performance', 'releases', 'sdk', 'starters', 'store-framework', 'third-party', 'troubleshooting', 'webops'];
const OTHER_ROUTES = ['/', '/tags', '/how-to-guides/cms/vtex', '/how-to-guides/deployment', '/how-to-guides/contributing', '/starters', '/starters/base', '/starters/beauty', '/starters/cms-base', '/starters/pets', '/starters/toy', '/starters/submissions'];

const UI_COMPONENTS = {
  atoms: ['Badge', 'Button', 'Checkbox', 'Icon', 'Incentive', 'Input', 'Label', 'Link', 'List', 'Overlay', 'Popover', 'Price', 'Radio', 'Select', 'Skeleton', 'Slider', 'Spinner', 'SROnly', 'TextArea'],
  molecules: ['Accordion', 'AggregateRating', 'Alert', 'Banner', 'Breadcrumb', 'Bullets', 'BuyButton', 'Card', 'Carousel', 'CheckboxField', 'DiscountBadge', 'Dropdown', 'Form', 'IconButton', 'InputField', 'LinkButton', 'LoadingButton', 'Modal', 'PaymentMethods', 'PriceRange', 'ProductCard', 'QuantitySelector', 'RadioField', 'RadioGroup', 'SearchInput', 'SelectField', 'Table', 'Tag', 'Toggle', 'ToggleField'],
  organisms: ['Hero', 'OutOfStock'],
};
const UI_ROUTES = Object.entries(UI_COMPONENTS).flatMap(([group, names]) => names.map((name) => `/reference/ui/${group}/${name}`));

/** The forty release notes: one per release, named by date and product. */
const RELEASE_POSTS = [
  '2021-07-05-faststore', '2021-08-03-faststore', '2021-09-01-faststore', '2021-10-08-faststore', '2021-11-18-faststore', '2021-12-22-faststore',
  '2022-02-04-faststore', '2022-02-08-webops', '2022-03-04-faststore', '2022-04-01-basestore', '2022-04-01-faststore', '2022-04-05-faststore',
  '2022-04-05-webops', '2022-04-22-webops', '2022-04-29-basestore', '2022-04-30-basestore', '2022-05-02-cms', '2022-05-06-basestore',
  '2022-05-06-faststore', '2022-05-11-webops', '2022-05-18-faststore', '2022-05-19-cms', '2022-05-19-webops', '2022-05-30-faststore',
  '2022-06-02-webops', '2022-06-03-basestore', '2022-06-03-faststore', '2022-07-01-basestore', '2022-07-01-faststore', '2022-07-19-webops',
  '2022-08-05-faststore', '2022-08-31-faststore', '2022-09-01-faststore', '2022-09-08-webops', '2022-09-10-webops', '2022-09-13-faststore',
  '2022-10-05-cms', '2023-02-28-cms', '2023-03-10-faststore', '2023-03-23-cms',
].map((name) => `/releases/${name.slice(0, 10).replace(/-/g, '/')}/${name.slice(11)}`);
const RELEASE_ROUTES = [
  '/releases', '/releases/page/2', '/releases/page/3', '/releases/page/4', '/releases/archive', '/releases/tags',
  ...['analytics', 'basestore', 'cms', 'faststore', 'webops'].map((t) => `/releases/tags/${t}`), '/releases/tags/faststore/page/2',
];

/** Every route this file lists, for the checks that apply to all of them. */
const TAG_ROUTES = TAGS.map((tag) => `/tags/${tag}`);
const ALL_ROUTES = [...DOC_ROUTES, ...TAG_ROUTES, ...OTHER_ROUTES, ...UI_ROUTES, ...RELEASE_ROUTES, ...RELEASE_POSTS];

/** Routes whose title is not their first heading. */
const FIXED_TITLES: Record<string, string> = { '/': 'FastStore · Documentation Portal', '/starters': 'FastStore Starters | FastStore' };

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();

const htmlFileOf = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);

interface SidebarNode {
  type: 'link' | 'category';
  label: string;
  href?: string;
  items?: SidebarNode[];
}

/** Every address a sidebar links to: its doc links and its categories' own pages. */
function sidebarHrefs(items: SidebarNode[], into = new Set<string>()): Set<string> {
  for (const item of items) {
    if (item.href) into.add(item.href);
    if (item.items) sidebarHrefs(item.items, into);
  }
  return into;
}

let site: BuiltSite;

beforeAll(async () => {
  site = await sharedPortal('services');
});


describe('the portal build', () => {
  it('succeeds with no diagnostics under --strict', () => {
    expect(site.report.diagnostics).toEqual([]);
    expect(site.result.code).toBe(0);
  });

  it('has every docs route of the spec, each with a title', () => {
    const byPath = new Map(site.manifest().routes.map((r) => [r.path, r]));
    const missing = DOC_ROUTES.filter((p) => !byPath.has(p));
    expect(missing).toEqual([]);
    for (const p of DOC_ROUTES) expect(byPath.get(p)!.title.trim(), p).not.toBe("");
  });

  it('has /tags and one page per tag of the spec, and no other tag', () => {
    const tagRoutes = site.manifest().routes.filter((r) => r.path.startsWith('/tags/')).map((r) => r.path.slice('/tags/'.length)).sort();
    expect(tagRoutes).toEqual([...TAGS].sort());
  });

  it('has the home page, the category pages and the starters gallery', () => {
    const paths = new Set(site.manifest().routes.map((r) => r.path));
    expect(OTHER_ROUTES.filter((p) => !paths.has(p))).toEqual([]);
  });

  it('writes every listed route as path/index.html with one title of its own: its heading and the site name', () => {
    // The lists cover the whole build, but for the not-found page and the search page.
    const listed = new Set(ALL_ROUTES);
    expect(site.manifest().routes.map((r) => r.path).filter((p) => !listed.has(p)).sort()).toEqual(['/404', '/search']);
    for (const route of ALL_ROUTES) {
      const file = htmlFileOf(route);
      expect(site.exists(file), file).toBe(true);
      const html = site.read(file);
      const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1]!));
      expect(titles, route).toHaveLength(1);
      const title = titles[0]!;
      expect(title, route).not.toBe('');
      expect(title, route).not.toBe('FastStore');
      if (FIXED_TITLES[route]) {
        expect(title, route).toBe(FIXED_TITLES[route]);
        continue;
      }
      // Specific to the page: the page's own first heading (a starter's page adds "starter"), then the site's name.
      const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
      expect(h1, `${route} has no <h1>`).not.toBeNull();
      const heading = decode(h1![1]!);
      expect(heading, route).not.toBe('');
      expect(title.startsWith(heading), `${route}: "${title}" does not start with its heading "${heading}"`).toBe(true);
      expect(title, route).toMatch(/\S \| FastStore$/);
    }
    // The pages of a list and the tag pages say which page and which tag they are.
    for (const n of [2, 3, 4]) expect(decode(/<title>([^<]*)<\/title>/.exec(site.read(`releases/page/${n}/index.html`))![1]!)).toBe(`Release Notes, page ${n} | FastStore`);
    for (const tag of TAGS) expect(decode(/<title>([^<]*)<\/title>/.exec(site.read(`tags/${tag}/index.html`))![1]!)).toContain(`tagged with "${tag}"`);
  });

  it('writes each route as path/index.html with its title', () => {
    const html = site.read('how-to-guides/cms/vtex-headless-cms/Widgets/index.html');
    expect(html).toMatch(/<title>[^<]*Widgets[^<]*<\/title>/);
    expect(site.read('tutorials/cms/0/index.html')).toContain('<html lang="en"');
  });
});

describe('the portal sidebars', () => {
  /** The sidebars the build wrote for the browser, by name. */
  function builtSidebars(): Record<string, SidebarNode[]> {
    const dir = path.join(site.outDir, 'assets', 'data');
    const files = readdirSync(dir).filter((f) => /^sidebar-.+\.json$/.test(f));
    return Object.fromEntries(files.map((f) => [/^sidebar-(.+)-[^-]+\.json$/.exec(f)![1]!, JSON.parse(readFileSync(path.join(dir, f), 'utf8'))]));
  }

  it('writes the three sidebars of the spec', () => {
    expect(Object.keys(builtSidebars()).sort()).toEqual(['betaProgram', 'cmsStoreComponents', 'docsSidebar']);
  });

  it('reaches every doc route from at least one sidebar, and renders every doc with its sidebar, the page marked current', () => {
    const linked = new Set(Object.values(builtSidebars()).flatMap((items) => [...sidebarHrefs(items)]));
    const docs = site.manifest().routes.filter((r) => r.kind === 'doc');
    expect(docs.length).toBe(190);
    // Every doc the spec lists is a doc route, so it is checked here.
    expect([...DOC_ROUTES, ...UI_ROUTES].filter((p) => !docs.some((d) => d.path === p))).toEqual([]);
    expect(docs.filter((d) => !linked.has(d.path)).map((d) => d.path)).toEqual([]);
    expect(docs.filter((d) => !(d as { sidebar?: string }).sidebar).map((d) => d.path)).toEqual([]);
    for (const doc of docs) {
      const html = site.read(htmlFileOf(doc.path));
      const sidebar = /<nav class="doc-sidebar" aria-label="Docs sidebar">([\s\S]*?)<\/nav>/.exec(html);
      expect(sidebar, `${doc.path} renders no sidebar`).not.toBeNull();
      const current = [...sidebar![1]!.matchAll(/<a href="([^"]*)"[^>]*aria-current="page"/g)].map((m) => decodeURI(m[1]!));
      expect(current, doc.path).toContain(doc.path);
    }
  });

  it('places the docs the original portal left out where readers look for them', () => {
    const docs = builtSidebars().docsSidebar!;
    /** The labels of the categories above a link, outermost first. */
    const trail = (href: string, items: SidebarNode[] = docs, above: string[] = []): string[] | undefined => {
      for (const item of items) {
        if (item.href === href && item.type === 'link') return above;
        const inner = item.items && trail(href, item.items, [...above, item.label]);
        if (inner) return inner;
      }
      return undefined;
    };
    expect(trail('/conceptual-guides/jamstack')).toEqual(['Concepts']);
    expect(trail('/conceptual-guides/P-plugin')).toEqual(['Concepts']);
    expect(trail('/conceptual-guides/analytics-on-faststore')).toEqual(['Concepts', 'Advanced guides']);
    expect(trail('/reference/plugins/gatsby')).toEqual(['APIs and References', 'Plugins']);
    expect(trail('/reference/sdk/session')).toEqual(['APIs and References', 'SDK']);
    expect(trail('/reference/sdk/UI')).toEqual(['APIs and References', 'SDK']);
    expect(trail('/tutorials/fundamentals/0')).toBeUndefined(); // the Fundamentals category's own page
    expect(trail('/tutorials/fundamentals/2')).toEqual(['Tutorials', 'Fundamentals']);
    expect(trail('/tutorials/gatsby/1')).toEqual(['Tutorials', 'Guided tutorial']);
    expect(trail('/tutorials/how-to-override-section-components')).toEqual(['Tutorials']);
    expect(trail('/how-to-guides/migrating-from-SF')).toEqual(['Migration, routing and testing']);
    expect(trail('/how-to-guides/testing/e2e-testing')).toEqual(['Migration, routing and testing']);
    expect(trail('/templates/ui-components')).toEqual(['Contributing', 'Page templates']);
    expect(trail('/v0/troubleshooting')).toEqual(['Troubleshooting']);
    // FastStore fundamentals stays in Getting Started, its home for breadcrumbs and previous/next.
    expect(trail('/tutorials/fundamentals/1')).toEqual(['Getting Started']);
    const fundamentals = JSON.parse(/<script type="application\/json" id="__docs_data">([\s\S]*?)<\/script>/.exec(site.read('tutorials/fundamentals/1/index.html'))![1]!).data;
    expect(fundamentals.breadcrumbs.map((b: { label: string }) => b.label)).toEqual(['Getting Started', 'FastStore fundamentals']);
  });
});

describe('the portal: UI reference and release notes', () => {
  it('has a page per UI component, each with a title, a live example and a props table generated from the types', () => {
    const byPath = new Map(site.manifest().routes.map((r) => [r.path, r]));
    expect(UI_ROUTES).toHaveLength(51);
    expect(UI_ROUTES.filter((p) => !byPath.has(p))).toEqual([]);
    for (const route of UI_ROUTES) {
      const html = site.read(`${route.slice(1)}/index.html`);
      expect(byPath.get(route)!.title.trim(), route).not.toBe('');
      expect(html, route).toContain('class="live-code"');
      // Form has no component of its own: it composes the field components.
      if (!route.endsWith('/Form')) expect(html, route).toMatch(/<div class="props-table" data-component="\w+"><div class="props-table__scroll"/);
    }
  });

  it('has the release notes list, its pages, archive, tags and forty posts', () => {
    const paths = new Set(site.manifest().routes.map((r) => r.path));
    expect(RELEASE_ROUTES.filter((p) => !paths.has(p))).toEqual([]);
    expect(RELEASE_POSTS.filter((p) => !paths.has(p))).toEqual([]);
    expect(site.exists('releases/page/5/index.html')).toBe(false);
    expect(site.exists('releases/tags/faststore/page/3/index.html')).toBe(false);
    for (const feed of ['releases/rss.xml', 'releases/atom.xml', 'releases/feed.json']) expect(site.exists(feed), feed).toBe(true);
    const tags = JSON.parse(/<script type="application\/json" id="__docs_data">([\s\S]*?)<\/script>/.exec(site.read('releases/tags/index.html'))![1]!).data.tags;
    expect(tags.find((t: { label: string }) => t.label === 'faststore').count).toBeGreaterThan(10);
  });

  it('links Release Notes from the navbar and the footer, and lists the latest releases on the home page', () => {
    const home = site.read('index.html');
    expect(home).toMatch(/<nav[^>]*class="navbar[\s\S]*href="\/releases"[^>]*>Release Notes<\/a>/);
    expect(home).toMatch(/<footer[\s\S]*href="\/releases"[^>]*>Release Notes<\/a>/);
    expect(home).toMatch(/class="home-release-product">CMS<\/span><time dateTime="2023-03-23">/);
  });

  it('writes every release note as a release-note event {title, product, fileName, description}, and the home page shows its product', () => {
    const events = JSON.parse(readFileSync(path.join(site.siteDir, '.docs', 'generated', 'blog-posts.json'), 'utf8')) as { title: string; product: string; fileName: string; description: string; permalink: string }[];
    expect(events).toHaveLength(40);
    // The product comes from the file name: the Base Store and analytics ship as part of FastStore.
    const PRODUCT_OF: Record<string, string> = { cms: 'CMS', webops: 'WebOps', faststore: 'FastStore', basestore: 'FastStore', analytics: 'FastStore' };
    for (const event of events) {
      expect(['CMS', 'FastStore', 'WebOps'], event.fileName).toContain(event.product);
      expect(event.product, event.fileName).toBe(PRODUCT_OF[event.fileName.slice(11)]);
      expect(event.title.trim(), event.fileName).not.toBe('');
      expect(event.description?.trim(), event.fileName).toBeTruthy();
    }
    expect(events.filter((e) => e.fileName.endsWith('-basestore')).map((e) => e.product)).toEqual(Array(6).fill('FastStore'));
    const shown = [...site.read('index.html').matchAll(/class="home-release-product">([^<]*)<\/span><time dateTime="([^"]+)"/g)].map((m) => [m[1], m[2]]);
    expect(shown).toEqual(events.slice(0, 6).map((e) => [e.product, e.fileName.slice(0, 10)]));
  });
});

