import { beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, type BuiltSite } from '../helpers/site.ts';
import { withoutDecorations } from '../helpers/themeMarkup.ts';

let site: BuiltSite;

/** The server-rendered app (inside `<div id="__docs">`). */
function body(file: string): string {
  return /<div id="__docs">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(site.read(file))?.[1] ?? '';
}

function article(file: string): string {
  return withoutDecorations(/<article class="markdown[^"]*">([\s\S]*?)<\/article>/.exec(site.read(file))?.[1] ?? '');
}

/** Text with React's `<!-- -->` separators removed, as a reader sees it. */
const text = (html: string) => html.replace(/<!-- -->/g, '');

beforeAll(async () => {
  site = await buildFixture('mdx-components');
  expect(site.result.code, site.result.stderr).toBe(0);
});

describe('mdx-components: routes', () => {
  it('builds without diagnostics', () => {
    expect(site.report.ok).toBe(true);
    expect(site.report.diagnostics).toEqual([]);
  });

  it('makes src/pages/about.mdx → /about and src/pages/tools/index.tsx → /tools', () => {
    const byPath = Object.fromEntries(site.manifest().routes.map((r) => [r.path, r]));
    expect(byPath['/about']).toMatchObject({ kind: 'mdx-page', file: 'about/index.html' });
    expect(byPath['/tools']).toMatchObject({ kind: 'page', file: 'tools/index.html' });
    expect(site.exists('about/index.html')).toBe(true);
    expect(site.exists('tools/index.html')).toBe(true);
  });

  it('does not turn files starting with `_` into routes', () => {
    const paths = site.manifest().routes.map((r) => r.path);
    expect(paths.sort()).toEqual(['/', '/404', '/about', '/docs/plain', '/docs/usage', '/tools']);
    expect(paths.some((p) => /snippet|helper/.test(p))).toBe(false);
    expect(site.exists('docs/_snippet/index.html')).toBe(false);
    expect(site.exists('docs/snippet/index.html')).toBe(false);
    expect(site.exists('_helper/index.html')).toBe(false);
  });
});

describe('mdx-components: an MDX doc', () => {
  it('renders a local component imported by a relative path, with its props', () => {
    expect(text(article('docs/usage/index.html'))).toContain('<button type="button" class="fixture-counter" data-start="5">Clicks: 5</button>');
  });

  it('renders a component imported through @site/, with children', () => {
    expect(article('docs/usage/index.html')).toContain('<span class="fixture-badge fixture-badge-green">stable</span>');
  });

  it('renders a named import with string and number props', () => {
    expect(article('docs/usage/index.html')).toContain('<strong class="fixture-shout">HEY HEY</strong>');
  });

  it('evaluates an exported const and inline expressions', () => {
    expect(text(article('docs/usage/index.html'))).toContain('The current release is Aurora 4.2.0, and two plus three is 5.');
    expect(site.read('docs/usage/index.html')).not.toContain('{release.name}');
  });

  it('inlines an imported partial with its props', () => {
    expect(text(article('docs/usage/index.html'))).toContain('<p>This sentence comes from the <strong>shared snippet</strong>, addressed to partial reader.</p>');
  });

  it('keeps Markdown working after the components', () => {
    const html = article('docs/usage/index.html');
    expect(html).toContain('<h2 id="after-the-components">After the components</h2>');
    expect(html).toContain('<p>Plain <strong>Markdown</strong> still works.</p>');
  });

  it('does not print import/export statements as text', () => {
    const html = body('docs/usage/index.html');
    expect(html).not.toContain('import Counter');
    expect(html).not.toContain('export const');
  });

  it('renders exactly one <h1> when the content has its own # heading besides a front-matter title (as Docusaurus does)', () => {
    const html = article('docs/usage/index.html');
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(site.read('docs/usage/index.html')).toContain('<title>Using components | MDX components</title>');
  });
});

describe('mdx-components: pages', () => {
  it('renders the MDX page with its front-matter title and component', () => {
    const html = site.read('about/index.html');
    expect(html).toContain('<title>About us | MDX components</title>');
    expect(html).toContain('<meta name="description" content="The about page, written in MDX.">');
    expect(article('about/index.html')).toContain('<h1 id="about-this-fixture">About this fixture</h1>');
    expect(article('about/index.html')).toContain('<span class="fixture-badge fixture-badge-blue">page</span>');
  });

  it('renders the React page with its Layout title and component', () => {
    const html = site.read('tools/index.html');
    expect(html).toContain('<title>Tools | MDX components</title>');
    expect(html).toContain('<meta name="description" content="The tools page, a React page.">');
    expect(text(body('tools/index.html'))).toContain('<h1>Tools page</h1><button type="button" class="fixture-counter" data-start="7">Tools counter: 7</button>');
  });
});

describe('mdx-components: theme shadowing', () => {
  it('uses src/theme/Footer.tsx instead of the default footer on every page', () => {
    for (const route of site.manifest().routes) {
      const html = body(route.file);
      expect(html, route.file).toContain('<footer class="fixture-custom-footer" data-testid="custom-footer">Custom footer from the site theme</footer>');
      expect(html, route.file).not.toContain('Default copyright that the shadow replaces');
      expect(html, route.file).not.toContain('class="footer"');
    }
  });

  it('keeps the other theme components (navbar, sidebar) from the default theme', () => {
    const html = body('docs/usage/index.html');
    expect(html).toContain('<header class="navbar">');
    expect(html).toContain('<nav class="doc-sidebar" aria-label="Docs sidebar">');
  });
});
