import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, buildSite, copyFixture, runCli, type BuiltSite, type CliResult } from '../helpers/site.ts';

// Every Docusaurus 3 front-matter key of docs, posts and pages, each checked by its effect on the
// built site (HTML, boot data, sidebar JSON, manifest, sitemap) and the diagnostics it gives.

let site: BuiltSite;
let strictHuman: CliResult;
let verbose: CliResult;

interface SidebarItem {
  type: 'link' | 'category';
  label: string;
  href?: string;
  docId?: string;
  className?: string;
  customProps?: Record<string, unknown>;
  items?: SidebarItem[];
}

const html = (route: string) => site.read(path.join(route.slice(1), 'index.html'));
const head = (route: string) => /<head>([\s\S]*?)<\/head>/.exec(html(route))![1]!;
/** The rendered page inside `#__docs`, without the inlined data. */
const body = (route: string) => /<div id="__docs">([\s\S]*?)<\/div>\n<script type="application\/json"/.exec(html(route))![1]!;
const boot = (route: string): { data: Record<string, any>; assets: { sidebar?: string } } => JSON.parse(/<script type="application\/json" id="__docs_data">([\s\S]*?)<\/script>/.exec(html(route))![1]!);
const src = (rel: string) => path.join(site.siteDir, rel);
const routes = () => site.manifest().routes.map((r) => r.path);

/** The sidebar JSON files, by the sidebar each page points at. */
function sidebars(): SidebarItem[][] {
  const dir = path.join(site.outDir, 'assets', 'data');
  return readdirSync(dir).filter((f) => f.startsWith('sidebar-')).map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')));
}
const flat = (items: SidebarItem[]): SidebarItem[] => items.flatMap((i) => [i, ...flat(i.items ?? [])]);
const sidebarItem = (docId: string) => sidebars().flatMap(flat).find((i) => i.docId === docId);

beforeAll(async () => {
  site = await buildFixture('frontmatter-keys');
  expect(site.result.code, site.result.stderr).toBe(0);
  verbose = await runCli(['build', site.siteDir, '--verbose', '--out-dir', path.join(site.siteDir, 'out-verbose')]);
  // Without the file of wrong types only infos are left: --strict must still build.
  const infosOnly = copyFixture('frontmatter-keys');
  rmSync(path.join(infosOnly, 'docs', 'guide', '09-wrong.md'));
  strictHuman = await runCli(['build', infosOnly, '--strict']);
});

describe('frontmatter-keys: diagnostics', () => {
  it('warns at the line of each key of the wrong type, and nothing else warns', () => {
    const warnings = site.report.diagnostics.filter((d) => d.severity === 'warning');
    expect(warnings).toEqual([
      expect.objectContaining({ code: 'front-matter-type', file: src('docs/guide/09-wrong.md'), line: 3, column: 1, message: expect.stringContaining('`sidebar_position` should be a number') }),
      expect.objectContaining({ code: 'front-matter-type', file: src('docs/guide/09-wrong.md'), line: 4, column: 1, message: expect.stringContaining('`hide_title` should be true or false') }),
    ]);
    expect(site.report.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('gives an info at the line and column of each unknown key, naming it, with a typo pointed out', () => {
    const infos = site.report.diagnostics.filter((d) => d.severity === 'info');
    const at = (file: string) => infos.filter((d) => d.file === src(file)).map((d) => ({ line: d.line, column: d.column, code: d.code, message: d.message }));
    expect(at('docs/guide/01-intro.md')).toEqual([{ line: 14, column: 1, code: 'front-matter-unknown-key', message: expect.stringContaining('`my_banner` is not a front-matter key of a doc') }]);
    expect(at('docs/guide/09-wrong.md')).toEqual([{ line: 5, column: 1, code: 'front-matter-unknown-key', message: expect.stringContaining('did you mean `sidebar_position`?') }]);
    expect(at('blog/2024-02-01-legacy.md')).toEqual([{ line: 14, column: 1, code: 'front-matter-unknown-key', message: expect.stringContaining('`layout` is not a front-matter key of a blog post') }]);
    expect(at('src/pages/about.md')).toEqual([{ line: 8, column: 1, code: 'front-matter-unknown-key', message: expect.stringContaining('`sidebar_label` is not a front-matter key of a Markdown page') }]);
    expect(infos).toHaveLength(4);
    expect(site.report).toMatchObject({ ok: true, warnings: 2, infos: 4 });
  });

  it('prints infos as a one-line count unless --verbose lists them; --strict does not fail on them', async () => {
    expect(strictHuman.code, strictHuman.stderr).toBe(0);
    expect(strictHuman.stderr).toContain('3 info diagnostics not listed (run with --verbose to list them).');
    expect(strictHuman.stderr).not.toContain('my_banner');
    expect(strictHuman.stderr).toMatch(/with 0 warnings\.\n$/);
    expect(verbose.stderr).toContain('docs/guide/01-intro.md:14:1: info: `my_banner` is not a front-matter key of a doc');
    expect(verbose.stderr).not.toContain('info diagnostics not listed');
  });
});

describe('frontmatter-keys: docs', () => {
  it('id (a number is its text), slug and parse_number_prefixes decide id and URL', () => {
    expect(boot('/docs/guide/3').data.docId).toBe('guide/3');
    expect(routes()).not.toContain('/docs/guide/numbered');
    expect(boot('/docs/guide/04-kept').data.docId).toBe('guide/04-kept');
    expect(routes()).not.toContain('/docs/guide/kept');
    expect(boot('/docs/alone').data.docId).toBe('standalone');
  });

  it('parse_number_prefixes: false takes no position from the prefix (the doc sorts after positioned ones)', () => {
    const guide = sidebars().find((s) => s.some((i) => i.docId === 'guide/intro'))!;
    const ids = guide.map((i) => i.docId);
    expect(ids.indexOf('guide/04-kept')).toBeGreaterThan(ids.indexOf('guide/no-sidebar'));
  });

  it('title, sidebar_label, sidebar_class_name and sidebar_custom_props shape the sidebar item', () => {
    expect(sidebarItem('guide/intro')).toEqual({ type: 'link', label: 'Intro', href: '/docs/guide/intro', docId: 'guide/intro', className: 'sidebar-intro', customProps: { badge: 'new' } });
    expect(body('/docs/guide/intro')).toMatch(/<li class="sidebar-intro"><a[^>]*href="\/docs\/guide\/intro"/);
    expect(html('/docs/guide/intro')).toContain('<title>Introduction to keys | Keys</title>');
    // The sidebars file's own customProps win over the doc's.
    expect(sidebarItem('api/methods')!.customProps).toEqual({ from: 'sidebars.ts' });
  });

  it('pagination_label labels the doc in the previous/next links of its neighbours', () => {
    expect(boot('/docs/guide/intro').data.next).toEqual({ label: 'Labels (short)', href: '/docs/guide/labels' });
    expect(body('/docs/guide/intro')).toContain('Labels (short)');
    expect(boot('/docs/guide/3').data.previous).toEqual({ label: 'Labels (short)', href: '/docs/guide/labels' });
  });

  it('pagination_prev: null drops the previous link; pagination_next names a doc of another sidebar', () => {
    const data = boot('/docs/guide/no-edit').data;
    expect(data.previous).toBeUndefined();
    expect(data.next).toEqual({ label: 'API overview', href: '/docs/api/overview' });
    expect(body('/docs/guide/no-edit')).not.toContain('pagination-prev');
  });

  it('hide_title drops the theme title heading; hide_table_of_contents drops the TOC', () => {
    expect(body('/docs/guide/labels')).not.toMatch(/<h1/);
    expect(body('/docs/guide/labels')).not.toContain('class="toc"');
    expect(body('/docs/guide/3')).toContain('<h1>Numbered id</h1>');
    expect(body('/docs/guide/3')).not.toContain('class="toc"');
    expect(body('/docs/guide/intro')).toContain('class="toc"');
  });

  it('toc_min_heading_level and toc_max_heading_level choose the TOC levels', () => {
    const toc = boot('/docs/guide/toc').data.toc as { value: string; level: number; children: unknown[] }[];
    expect(toc).toEqual([{ value: 'Level three', id: 'level-three', level: 3, children: [{ value: 'Level four', id: 'level-four', level: 4, children: [] }] }]);
  });

  it('custom_edit_url replaces the edit link from docs.editUrl, and null removes it', () => {
    expect(body('/docs/guide/intro')).toContain('href="https://git.example/keys/edit/main/docs/guide/01-intro.md"');
    expect(body('/docs/guide/toc')).toContain('href="https://elsewhere.example/edit/toc.md"');
    expect(body('/docs/guide/toc')).not.toContain('git.example');
    expect(body('/docs/guide/no-edit')).not.toContain('Edit this page');
  });

  it('keywords, description and image go into the head (the image made absolute, for og and twitter)', () => {
    const h = head('/docs/guide/intro');
    expect(h).toContain('<meta name="keywords" content="setup,install">');
    expect(h).toContain('<meta name="description" content="How the keys of the front matter work.">');
    expect(h).toContain('<meta property="og:image" content="https://keys.example/img/intro-card.png">');
    expect(h).toContain('<meta name="twitter:image" content="https://keys.example/img/intro-card.png">');
    // Without its own image a page has the site's.
    expect(head('/docs/guide/3')).toContain('<meta property="og:image" content="https://keys.example/img/site-card.png">');
    expect(head('/docs/guide/3')).not.toContain('name="keywords"');
  });

  it('last_update shows "Last updated on … by …"', () => {
    expect(body('/docs/guide/intro')).toMatch(/Last updated(?:<!-- -->)? on <b><time dateTime="2024-01-05">Jan 5, 2024<\/time><\/b>(?:<!-- -->)? by <b>Ana Lima<\/b>/);
    expect(body('/docs/guide/3')).not.toContain('Last updated');
  });

  it('draft docs are not built; unlisted ones are built but noindex and out of sidebars, tags and sitemap', () => {
    expect(routes()).not.toContain('/docs/guide/draft');
    expect(routes()).toContain('/docs/guide/unlisted');
    expect(head('/docs/guide/unlisted')).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(head('/docs/guide/intro')).not.toContain('noindex');
    expect(body('/docs/guide/unlisted')).toContain('Unlisted page.');
    expect(sidebarItem('guide/unlisted')).toBeUndefined();
    expect(boot('/docs/tags/basics').data.docs.map((d: { href: string }) => d.href)).toEqual(['/docs/guide/intro']);
    expect(site.read('sitemap.xml')).not.toContain('/docs/guide/unlisted');
  });

  it('displayed_sidebar chooses the sidebar a doc shows; null shows none', () => {
    expect(boot('/docs/alone').assets.sidebar).toBe('api');
    expect(body('/docs/alone')).toContain('class="doc-sidebar"');
    expect(body('/docs/alone')).toContain('href="/docs/api/overview"');
    expect(boot('/docs/guide/no-sidebar').assets.sidebar).toBeUndefined();
    expect(body('/docs/guide/no-sidebar')).not.toContain('class="doc-sidebar"');
    // It is still listed in the guide sidebar.
    expect(sidebarItem('guide/no-sidebar')).toBeDefined();
  });
});

describe('frontmatter-keys: blog posts', () => {
  it("takes Docusaurus 1's single-author keys", () => {
    const post = boot('/blog/2024/02/01/legacy').data.post;
    expect(post.authors).toEqual([{ name: 'Ana Lima', title: 'Editor', url: 'https://ana.example', imageUrl: 'https://ana.example/ana.png' }]);
    expect(body('/blog/2024/02/01/legacy')).toContain('<a href="https://ana.example">Ana Lima</a>');
  });

  it('keywords, image (absolute URL kept) and last_update; toc levels', () => {
    const h = head('/blog/2024/02/01/legacy');
    expect(h).toContain('<meta name="keywords" content="release,notes">');
    expect(h).toContain('<meta property="og:image" content="https://cdn.example/post-card.png">');
    expect(body('/blog/2024/02/01/legacy')).toMatch(/Last updated(?:<!-- -->)? by <b>Bo Chen<\/b>/);
    expect(boot('/blog/2024/02/01/legacy').data.toc).toEqual([{ value: 'Three', id: 'three', level: 3, children: [] }]);
  });

  it('draft posts are not built; unlisted ones are, noindex, with hide_table_of_contents honoured', () => {
    expect(routes()).not.toContain('/blog/2024/01/01/draft');
    expect(head('/blog/2024/03/01/hidden')).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(body('/blog/2024/03/01/hidden')).not.toContain('class="toc"');
    expect(body('/blog')).not.toContain('Hidden post');
  });
});

describe('frontmatter-keys: Markdown pages', () => {
  it('title, description, keywords, image and wrapperClassName', () => {
    const h = head('/about');
    expect(h).toContain('<title>About keys | Keys</title>');
    expect(h).toContain('<meta name="description" content="The about page.">');
    expect(h).toContain('<meta name="keywords" content="about,team">');
    expect(h).toContain('<meta property="og:image" content="https://keys.example/img/about-card.png">');
    expect(body('/about')).toMatch(/<main[^>]*class="[^"]*\babout-wrapper\b/);
  });

  it('shows a TOC (to toc_max_heading_level) unless hide_table_of_contents', () => {
    expect(boot('/about').data.toc.map((t: { value: string }) => t.value)).toEqual(['Who', 'Why']);
    expect(body('/about')).toContain('class="toc"');
    expect(body('/plain')).not.toContain('class="toc"');
  });

  it('draft pages are not built; unlisted ones are, noindex and out of the sitemap', () => {
    expect(routes()).not.toContain('/wip');
    expect(head('/plain')).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(site.read('sitemap.xml')).not.toContain('/plain');
    expect(site.read('sitemap.xml')).toContain('/about');
    expect(body('/plain')).toMatch(/Last updated(?:<!-- -->)? on <b><time dateTime="2023-12-24">Dec 24, 2023<\/time><\/b>/);
  });
});

describe('frontmatter-keys: keys that name what does not exist', () => {
  it('fails on a displayed_sidebar or pagination id no sidebar or doc has, at the key, as Docusaurus does', async () => {
    const dir = copyFixture('frontmatter-keys');
    rmSync(path.join(dir, 'docs', 'guide', '09-wrong.md'));
    writeFileSync(path.join(dir, 'docs', 'guide', '11-missing.md'), '---\ntitle: Missing\npagination_next: guide/nope\ndisplayed_sidebar: guides\n---\n\nText.\n');
    const failed = await buildSite(dir);
    expect(failed.result.code).toBe(1);
    const errors = failed.report.diagnostics.filter((d) => d.severity === 'error');
    const file = path.join(dir, 'docs', 'guide', '11-missing.md');
    expect(errors).toEqual([
      expect.objectContaining({ code: 'displayed-sidebar-unknown', file, line: 4, column: 1, message: expect.stringContaining('"guides"'), hint: expect.stringContaining('"guide", "api"') }),
      expect.objectContaining({ code: 'pagination-unknown-doc', file, line: 3, column: 1, message: expect.stringContaining('"guide/nope"') }),
    ]);
  });
});

