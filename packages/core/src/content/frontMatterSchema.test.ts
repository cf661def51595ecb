import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from './frontMatter.ts';
import { FRONT_MATTER_KEYS, type FrontMatterKind } from './frontMatterKeys.ts';
import { checkFrontMatter } from './frontMatterSchema.ts';

const check = (yaml: string, kind: FrontMatterKind = 'doc') => {
  const fm = parseFrontMatter(`---\n${yaml}\n---\n`, '/site/docs/x.md');
  return checkFrontMatter(fm.data, kind, fm.keyPositions, '/site/docs/x.md');
};

describe('front-matter keys', () => {
  it("knows every key of Docusaurus 3's docs, blog posts and pages", () => {
    expect(Object.keys(FRONT_MATTER_KEYS.doc).sort()).toEqual(
      [
        'id', 'title', 'pagination_label', 'sidebar_label', 'sidebar_position', 'sidebar_class_name', 'sidebar_custom_props', 'sidebar_key', 'displayed_sidebar',
        'hide_title', 'hide_table_of_contents', 'toc_min_heading_level', 'toc_max_heading_level', 'pagination_next', 'pagination_prev', 'parse_number_prefixes',
        'custom_edit_url', 'keywords', 'description', 'image', 'slug', 'tags', 'draft', 'unlisted', 'last_update', 'format', 'mdx',
      ].sort(),
    );
    for (const key of ['authors', 'date', 'author', 'author_title', 'author_url', 'author_image_url', 'authorURL', 'authorTitle', 'authorImageURL', 'last_update', 'keywords', 'image', 'format']) {
      expect(FRONT_MATTER_KEYS.post, key).toHaveProperty(key);
    }
    for (const key of ['title', 'description', 'keywords', 'image', 'wrapperClassName', 'hide_table_of_contents', 'draft', 'unlisted', 'format']) {
      expect(FRONT_MATTER_KEYS.page, key).toHaveProperty(key);
    }
    // Keys of one kind are unknown in another: a doc has no authors, a page no sidebar.
    expect(FRONT_MATTER_KEYS.doc).not.toHaveProperty('authors');
    expect(FRONT_MATTER_KEYS.page).not.toHaveProperty('sidebar_position');
  });
});

describe('unknown keys', () => {
  it('are an info at the key, naming it, and are kept', () => {
    const r = check('title: A\n  # a comment\nmy_banner: red');
    expect(r.diagnostics).toEqual([
      {
        severity: 'info',
        code: 'front-matter-unknown-key',
        file: '/site/docs/x.md',
        line: 4,
        column: 1,
        message: '`my_banner` is not a front-matter key of a doc; it has no effect on the page.',
        hint: expect.stringContaining('Docusaurus ignores unknown keys too'),
      },
    ]);
    expect(r.data).toEqual({ title: 'A', my_banner: 'red' });
  });

  it('suggest the known key a typo was meant to be', () => {
    const [d] = check('sidebar_postion: 3').diagnostics;
    expect(d).toMatchObject({ severity: 'info', line: 2, message: expect.stringContaining('did you mean `sidebar_position`?'), hint: expect.stringContaining('Rename it to `sidebar_position`') });
  });

  it('depend on the kind: `authors` is known in a post, unknown in a doc', () => {
    expect(check('authors: [jo]', 'post').diagnostics).toEqual([]);
    expect(check('authors: [jo]', 'doc').diagnostics).toMatchObject([{ severity: 'info', message: expect.stringContaining('of a doc') }]);
    expect(check('sidebar_label: x', 'page').diagnostics).toMatchObject([{ severity: 'info', message: expect.stringContaining('of a Markdown page') }]);
  });
});

describe('key shapes', () => {
  it('takes last_update with a date, an author or both, and refuses anything else with a warning', () => {
    expect(check('last_update:\n  date: 2024-01-05\n  author: Ana').data).toEqual({ last_update: { date: '2024-01-05', author: 'Ana' } });
    expect(check('last_update: { author: Ana }').data).toEqual({ last_update: { author: 'Ana' } });
    for (const bad of ['last_update: 2024-01-05', 'last_update: {}', 'last_update: { date: soon }', 'last_update: { author: 5 }']) {
      const r = check(bad);
      expect(r.data, bad).toEqual({});
      expect(r.diagnostics, bad).toMatchObject([{ severity: 'warning', code: 'front-matter-type', line: 2, message: expect.stringContaining('`last_update` should be a mapping with a `date`') }]);
    }
  });

  it('takes sidebar_custom_props as a mapping only', () => {
    expect(check('sidebar_custom_props: { badge: new, order: 2 }').data).toEqual({ sidebar_custom_props: { badge: 'new', order: 2 } });
    expect(check('sidebar_custom_props: [a]').diagnostics).toMatchObject([{ severity: 'warning', message: expect.stringContaining('a mapping of keys to values') }]);
  });

  it('takes format (ours) and mdx.format (Docusaurus 3) as md, mdx or detect in every kind', () => {
    for (const kind of ['doc', 'post', 'page'] as const) {
      expect(check('format: md\nmdx: { format: detect }', kind).diagnostics).toEqual([]);
      expect(check('format: markdown', kind).diagnostics).toMatchObject([{ severity: 'warning', line: 2, message: expect.stringContaining("one of 'md', 'mdx' or 'detect'") }]);
      expect(check('mdx: { format: html }', kind).diagnostics).toMatchObject([{ severity: 'warning', line: 2 }]);
    }
  });

  it('coerces a numeric id to text and allows null where Docusaurus does', () => {
    expect(check('id: 3\ndisplayed_sidebar: null\ncustom_edit_url: null\npagination_prev: null').data).toEqual({ id: '3', displayed_sidebar: null, custom_edit_url: null, pagination_prev: null });
    expect(check('parse_number_prefixes: "false"').data).toEqual({ parse_number_prefixes: false });
  });

  it("takes a post's legacy single-author keys as texts", () => {
    const r = check('author: Ana\nauthor_title: Editor\nauthor_url: https://ana.dev\nauthor_image_url: /img/ana.png', 'post');
    expect(r.diagnostics).toEqual([]);
    expect(check('author: [Ana]', 'post').diagnostics).toMatchObject([{ severity: 'warning', code: 'front-matter-type' }]);
  });
});
