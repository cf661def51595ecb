import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, type BuiltSite } from '../helpers/site.ts';

let site: BuiltSite;

interface NavLink {
  label: string;
  href: string;
}
interface TocItem {
  value: string;
  id: string;
  level: number;
  children: TocItem[];
}
interface DocData {
  title: string;
  description?: string;
  docId: string;
  sidebar?: string;
  toc: TocItem[];
  hideTableOfContents: boolean;
  breadcrumbs: NavLink[];
  previous?: NavLink;
  next?: NavLink;
  tags: { label: string; permalink: string }[];
}
interface SidebarItem {
  type: 'link' | 'category';
  label: string;
  href?: string;
  docId?: string;
  items?: SidebarItem[];
}

/** The boot JSON inlined in a page (`<script type="application/json" id="__docs_data">`). */
function boot(file: string): { path: string; data: DocData; sidebarUrl?: string } {
  const m = /<script type="application\/json" id="__docs_data">([\s\S]*?)<\/script>/.exec(site.read(file));
  if (!m) throw new Error(`${file} has no boot JSON`);
  return JSON.parse(m[1]!);
}

function routePaths(): string[] {
  return site.manifest().routes.map((r) => r.path);
}

function sidebar(): SidebarItem[] {
  const dir = path.join(site.outDir, 'assets', 'data');
  const file = readdirSync(dir).find((f) => f.startsWith('sidebar-'));
  if (!file) throw new Error('no sidebar JSON was written');
  return JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
}

/** Every href of a sidebar, in reading order. */
function sidebarHrefs(items: SidebarItem[]): string[] {
  return items.flatMap((i) => [...(i.href ? [i.href] : []), ...sidebarHrefs(i.items ?? [])]);
}

/** The `<nav class="doc-sidebar">` of a page, as HTML. */
function sidebarHtml(file: string): string {
  return /<nav class="doc-sidebar"[\s\S]*?<\/nav>/.exec(site.read(file))?.[0] ?? '';
}

beforeAll(async () => {
  site = await buildFixture('frontmatter-slugs');
  expect(site.result.code, site.result.stderr).toBe(0);
});

describe('frontmatter-slugs: ids and paths', () => {
  it('strips number prefixes from paths and ids (docs/01-intro.md → /docs/intro, docs/02-guides/03-a.md → /docs/guides/a)', () => {
    expect(site.exists('docs/intro/index.html')).toBe(true);
    expect(site.exists('docs/guides/a/index.html')).toBe(true);
    expect(site.exists('docs/01-intro/index.html')).toBe(false);
    expect(site.exists('docs/02-guides/03-a/index.html')).toBe(false);
    expect(boot('docs/intro/index.html').data.docId).toBe('intro');
    expect(boot('docs/guides/a/index.html').data.docId).toBe('guides/a');
  });

  it('maps index.md and README.md to their folder', () => {
    expect(routePaths()).toContain('/docs/guides');
    expect(routePaths()).toContain('/docs/reference');
    expect(site.exists('docs/guides/index.html')).toBe(true);
    expect(site.exists('docs/reference/index.html')).toBe(true);
    expect(routePaths()).not.toContain('/docs/guides/index');
    expect(routePaths()).not.toContain('/docs/reference/README');
    expect(site.read('docs/reference/index.html')).toContain('README.md stands for its folder.');
  });

  it('honours an absolute slug from the docs base and a relative slug against the folder', () => {
    expect(routePaths()).toContain('/docs/totally/custom');
    expect(site.read('docs/totally/custom/index.html')).toContain('An absolute slug is taken from the docs base.');
    expect(routePaths()).toContain('/docs/guides/renamed');
    expect(site.read('docs/guides/renamed/index.html')).toContain('A relative slug resolves against the doc');
    expect(routePaths()).not.toContain('/docs/absolute-slug');
    expect(routePaths()).not.toContain('/docs/guides/relative-slug');
  });

  it('gives a doc its front-matter id', () => {
    const route = site.manifest().routes.find((r) => r.kind === 'doc' && site.read(r.file).includes('This doc is known by its front-matter id.'));
    expect(route).toBeDefined();
    expect(boot(route!.file).data.docId).toBe('custom-id');
    // pagination_prev of guides/a names the doc by that id.
    expect(boot('docs/guides/a/index.html').data.previous).toEqual({ label: 'Custom id doc', href: route!.path });
  });

  it('uses the front-matter id as the last URL segment when there is no slug (Docusaurus: slug defaults to the id)', () => {
    expect(routePaths()).toContain('/docs/custom-id');
    expect(routePaths()).not.toContain('/docs/with-id');
  });

  it('does not build drafts', () => {
    expect(routePaths()).not.toContain('/docs/draft');
    expect(site.exists('docs/draft/index.html')).toBe(false);
    expect(sidebarHrefs(sidebar())).not.toContain('/docs/draft');
  });

  it('builds unlisted docs, marks them noindex and keeps them out of the sidebar and the sitemap', () => {
    const html = site.read('docs/unlisted/index.html');
    expect(html).toContain('Reachable by its URL only.');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(sidebarHrefs(sidebar())).not.toContain('/docs/unlisted');
    expect(sidebarHtml('docs/intro/index.html')).not.toContain('/docs/unlisted');
    expect(site.read('sitemap.xml')).not.toContain('/docs/unlisted');
    // A listed page is not noindex and is in the sitemap.
    expect(site.read('docs/intro/index.html')).not.toContain('noindex');
    expect(site.read('sitemap.xml')).toContain('<loc>https://frontmatter.example/docs/intro</loc>');
  });
});

describe('frontmatter-slugs: titles, labels, descriptions', () => {
  it('uses title for the heading and the document title, and sidebar_label in the sidebar', () => {
    const html = site.read('docs/guides/a/index.html');
    expect(html).toContain('<title>The A guide | Front matter</title>');
    expect(html).toMatch(/<article class="markdown"><h1>The A guide<\/h1>/);
    expect(boot('docs/guides/a/index.html').data.title).toBe('The A guide');
    expect(sidebarHtml('docs/guides/a/index.html')).toMatch(/<a href="\/docs\/guides\/a"[^>]*>Guide A<\/a>/);
    expect(sidebarHtml('docs/guides/a/index.html')).not.toContain('The A guide');
  });

  it('falls back to the # heading as the title when there is none in front matter', () => {
    expect(site.read('docs/reference/api/index.html')).toContain('<title>API reference | Front matter</title>');
    expect(boot('docs/reference/api/index.html').data.title).toBe('API reference');
  });

  it('puts the front-matter description in the meta tags', () => {
    const html = site.read('docs/intro/index.html');
    expect(html).toContain('<meta name="description" content="The description written in front matter.">');
    expect(html).toContain('<meta property="og:description" content="The description written in front matter.">');
    expect(boot('docs/intro/index.html').data.description).toBe('The description written in front matter.');
  });
});

describe('frontmatter-slugs: sidebar ordering and categories', () => {
  it('labels and positions categories from _category_.json, before number prefixes', () => {
    // `03-reference` has no _category_ file: it is labelled with the doc it links, its README, as in Docusaurus.
    const items = sidebar();
    expect(items.map((i) => i.label)).toEqual(['Introduction', 'Reference home', 'User Guides', 'Absolute slug', 'Custom id doc', 'No table of contents', 'TOC levels']);
    const guides = items.find((i) => i.label === 'User Guides')!;
    expect(guides.type).toBe('category');
    expect(guides.href).toBe('/docs/guides');
  });

  it('orders docs by sidebar_position, then number prefix, then the unpositioned ones', () => {
    const guides = sidebar().find((i) => i.label === 'User Guides')!;
    expect(guides.items!.map((i) => i.href)).toEqual(['/docs/guides/zeta', '/docs/guides/a', '/docs/guides/renamed', '/docs/guides/beta']);
    expect(guides.items!.map((i) => i.label)).toEqual(['Zeta first', 'Guide A', 'Relative slug', 'Beta last']);
  });

  it('renders the same order in the server-rendered sidebar', () => {
    const html = sidebarHtml('docs/guides/zeta/index.html');
    const order = ['/docs/intro', '/docs/reference', '/docs/guides', '/docs/guides/zeta', '/docs/guides/a', '/docs/guides/renamed', '/docs/guides/beta', '/docs/totally/custom'].map((href) => html.indexOf(`href="${href}"`));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('gives breadcrumbs through the category', () => {
    expect(boot('docs/guides/a/index.html').data.breadcrumbs).toEqual([
      { label: 'User Guides', href: '/docs/guides' },
      { label: 'Guide A', href: '/docs/guides/a' },
    ]);
    const html = site.read('docs/guides/a/index.html');
    expect(html).toMatch(/<nav aria-label="Breadcrumbs" class="breadcrumbs">.*<a href="\/docs\/guides">User Guides<\/a>.*<span>Guide A<\/span>/s);
  });
});

describe('frontmatter-slugs: pagination', () => {
  it('follows the sidebar order by default', () => {
    const { data } = boot('docs/guides/zeta/index.html');
    expect(data.previous).toEqual({ label: 'User Guides', href: '/docs/guides' });
    expect(data.next).toEqual({ label: 'Guide A', href: '/docs/guides/a' });
  });

  it('honours pagination_prev (by id) and pagination_next: null', () => {
    const { data } = boot('docs/guides/a/index.html');
    expect(data.previous?.label).toBe('Custom id doc');
    expect(data.next).toBeUndefined();
    const html = site.read('docs/guides/a/index.html');
    expect(html).toContain('class="pagination-prev"');
    expect(html).not.toContain('class="pagination-next"');
  });

  it('the doc after an explicit null still links back in sidebar order', () => {
    expect(boot('docs/guides/renamed/index.html').data.previous).toEqual({ label: 'Guide A', href: '/docs/guides/a' });
  });

  it('unlisted docs have no sidebar and no pagination', () => {
    const { data } = boot('docs/unlisted/index.html');
    expect(data.sidebar).toBeUndefined();
    expect(data.previous).toBeUndefined();
    expect(data.next).toBeUndefined();
  });
});

describe('frontmatter-slugs: table of contents', () => {
  it('covers levels 2 to 3 by default', () => {
    const { data } = boot('docs/intro/index.html');
    expect(data.toc).toEqual([{ value: 'Overview', id: 'overview', level: 2, children: [{ value: 'Details', id: 'details', level: 3, children: [] }] }]);
    expect(site.read('docs/intro/index.html')).toMatch(/<nav class="toc"[^>]*>.*href="#overview".*href="#details"/s);
  });

  it('honours toc_min_heading_level and toc_max_heading_level', () => {
    const { data } = boot('docs/toc-levels/index.html');
    expect(data.toc).toEqual([{ value: 'Level three', id: 'level-three', level: 3, children: [{ value: 'Level four', id: 'level-four', level: 4, children: [] }] }]);
    const toc = /<nav class="toc"[\s\S]*?<\/nav>/.exec(site.read('docs/toc-levels/index.html'))?.[0] ?? '';
    expect(toc).toContain('href="#level-three"');
    expect(toc).toContain('href="#level-four"');
    expect(toc).not.toContain('href="#level-two"');
    expect(toc).not.toContain('href="#level-five"');
  });

  it('hides the table of contents with hide_table_of_contents', () => {
    const html = site.read('docs/no-toc/index.html');
    expect(boot('docs/no-toc/index.html').data.hideTableOfContents).toBe(true);
    expect(html).not.toContain('class="toc"');
    // The headings themselves are still rendered with their ids.
    expect(html).toContain('id="hidden-from-the-toc"');
  });
});

describe('frontmatter-slugs: tags', () => {
  it('shows tags as links to their tag permalinks', () => {
    const { data } = boot('docs/intro/index.html');
    expect(data.tags).toEqual([
      { label: 'Getting Started', permalink: '/docs/tags/getting-started' },
      { label: 'api', permalink: '/docs/tags/api' },
    ]);
    const html = site.read('docs/intro/index.html');
    expect(html).toContain('<a href="/docs/tags/getting-started">Getting Started</a>');
    expect(html).toContain('<a href="/docs/tags/api">api</a>');
  });

  it('builds the tag pages the tag links point to, so the link checker does not flag them', () => {
    const tagWarnings = site.report.diagnostics.filter((d) => d.message.includes('/docs/tags/'));
    expect(tagWarnings).toEqual([]);
    expect(site.exists('docs/tags/getting-started/index.html')).toBe(true);
    expect(site.exists('docs/tags/api/index.html')).toBe(true);
  });

  it('reports nothing else', () => {
    const others = site.report.diagnostics.filter((d) => !d.message.includes('/docs/tags/'));
    expect(others).toEqual([]);
  });
});
