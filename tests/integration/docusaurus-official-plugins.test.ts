import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite, copyFixture, type BuiltSite } from '../helpers/site.ts';

/** A site listing Docusaurus's official plugins and themes, built as it is. */
let site: BuiltSite;
/** The same site with `trailingSlash: false`, the sitemap and mermaid switched off and the plugins given by path. */
let variant: BuiltSite;

/** A copy of the fixture with its config edited. */
function editedFixture(edit: (source: string) => string): string {
  const dir = copyFixture('docusaurus-official-plugins');
  const file = path.join(dir, 'docusaurus.config.js');
  writeFileSync(file, edit(readFileSync(file, 'utf8')));
  // A web app manifest under the name the build's route manifest has.
  writeFileSync(path.join(dir, 'static', 'manifest.json'), '{"name":"Heron"}');
  return dir;
}

beforeAll(async () => {
  [site, variant] = await Promise.all([
    buildSite(copyFixture('docusaurus-official-plugins')),
    buildSite(
      editedFixture((s) =>
        s
          .replace("baseUrl: '/',", "baseUrl: '/guide/',\n  trailingSlash: false,")
          .replace(/sitemap: \{[^}]*\},/, 'sitemap: false,')
          .replace("'@docusaurus/plugin-client-redirects'", "require.resolve('@docusaurus/plugin-client-redirects')")
          .replace("'pwa',", "'@docusaurus/plugin-pwa',")
          .replace('markdown: { mermaid: true },', 'markdown: { mermaid: false },'),
      ),
    ),
  ]);
}, 240_000);

const diagnosticsOf = (built: BuiltSite) => built.report.diagnostics.map((d) => `${d.severity} ${d.code} ${d.line}:${d.column} ${d.message}`);

describe('the official plugins listed in a Docusaurus config', () => {
  it('build with no errors, warning only for rsdoctor and the redirect that would overwrite a page, each at its line', () => {
    expect(site.result.code).toBe(0);
    const source = readFileSync(path.join(site.siteDir, 'docusaurus.config.js'), 'utf8');
    const lineOf = (text: string) => source.slice(0, source.indexOf(text)).split('\n').length;
    expect(diagnosticsOf(site)).toEqual([
      expect.stringMatching(new RegExp(`^warning config-unsupported ${lineOf("'@docusaurus/plugin-rsdoctor'")}:5 The plugin \`@docusaurus/plugin-rsdoctor\` is not run\\. Rsdoctor`)),
      expect.stringMatching(new RegExp(`^warning redirect-invalid ${lineOf("{ from: '/docs/guides/grey-heron'")}:\\d+ The redirect from "/docs/guides/grey-heron" to "/docs/intro" is not written: a page`)),
    ]);
    expect(variant.result.code).toBe(0);
    expect(variant.report.diagnostics.map((d) => d.code)).toEqual(['config-unsupported', 'redirect-invalid', 'static-file-replaced']);
    expect(variant.report.diagnostics[2]).toMatchObject({ file: path.join(variant.siteDir, 'static', 'manifest.json'), hint: expect.stringContaining('manifest.webmanifest') });
  });
});

describe('plugin-client-redirects', () => {
  it('writes a page per old address that sends the reader on, with a refresh, a canonical link and a script', () => {
    const html = site.read('old-herons/index.html');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/docs/guides/grey-heron">');
    expect(html).toContain('<link rel="canonical" href="/docs/guides/grey-heron">');
    expect(html).toContain('window.location.replace("/docs/guides/grey-heron" + window.location.search + window.location.hash)');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('writes one page for each `from` of a list, the `fromExtensions` and the `createRedirects` addresses', () => {
    for (const file of ['egrets/index.html', 'docs/old-egrets/index.html', 'species/little-egret/index.html']) expect(site.read(file)).toContain('url=/docs/guides/little-egret"');
    expect(site.read('species/grey-heron/index.html')).toContain('url=/docs/guides/grey-heron"');
    expect(site.read('docs/intro.html')).toContain('url=/docs/intro"');
  });

  it('never overwrites a page: not the redirect from a page address, nor the 404 page for `fromExtensions`', () => {
    expect(site.read('docs/guides/grey-heron/index.html')).toContain('Stands still in the shallows');
    expect(site.read('404.html')).not.toContain('http-equiv="refresh"');
  });

  it('writes under the base URL and in the `trailingSlash` form, `.html` files for `false`', () => {
    expect(variant.read('old-herons.html')).toContain('url=/guide/docs/guides/grey-heron"');
    expect(variant.exists('old-herons/index.html')).toBe(false);
    // With `false` the pages are `a.html` files themselves: `fromExtensions` adds nothing over them.
    expect(variant.read('docs/intro.html')).toContain('Herons and egrets of the estuary');
  });
});

describe('plugin-sitemap and the preset\'s sitemap option', () => {
  it('writes changefreq, priority and lastmod (from last_update) as set, leaving out the ignored paths', () => {
    const xml = site.read('sitemap.xml');
    expect(xml).toContain('<url><loc>https://heron.example/docs/intro</loc><lastmod>2025-04-02</lastmod><changefreq>monthly</changefreq><priority>0.7</priority></url>');
    expect(xml).toContain('<url><loc>https://heron.example/docs/guides/little-egret</loc>');
    expect(xml).not.toContain('/docs/tags');
    expect(xml).not.toContain('old-herons');
  });

  it('writes no sitemap with `sitemap: false`', () => {
    expect(variant.exists('sitemap.xml')).toBe(false);
  });
});

describe('plugin-google-gtag and plugin-google-tag-manager as plugins', () => {
  it('load gtag.js with its ID and the Tag Manager container, in every page', () => {
    const html = site.read('docs/intro/index.html');
    expect(html).toContain('<script async src="https://www.googletagmanager.com/gtag/js?id=G-HERON12345"></script>');
    expect(html).toContain(`gtag('config',"G-HERON12345",{anonymize_ip:true})`);
    expect(html).toContain('"GTM-HERON1"');
    expect(html).toContain('https://www.googletagmanager.com/ns.html?id=GTM-HERON1');
  });
});

describe('plugin-pwa', () => {
  it("adds the pwaHead tags under the base URL and the script that registers the worker by the site's strategies", () => {
    const html = variant.read('docs/intro.html');
    expect(html).toContain('<link rel="manifest" href="/guide/manifest.webmanifest">');
    expect(html).toContain('<meta name="theme-color" content="#31658a">');
    expect(html).toMatch(/\(\["queryString","standalone"\],"\/guide\/sw\.js","\/guide\/",true\)/);
  });

  it('writes a service worker that precaches every page and asset of the build', () => {
    const sw = site.read('sw.js');
    const files = JSON.parse(/const FILES = (.*);/.exec(sw)![1]!) as string[];
    expect(files).toEqual(expect.arrayContaining(['/docs/intro/index.html', '/index.html', '/img/heron.svg', '/manifest.webmanifest', '/old-herons/index.html']));
    expect(files.some((f) => /^\/assets\/js\/.*\.js$/.test(f))).toBe(true);
    expect(files).not.toContain('/sw.js');
    expect(JSON.parse(/const ALIASES = (.*);/.exec(sw)![1]!)).toMatchObject({ '/docs/intro': '/docs/intro/index.html', '/docs/intro/': '/docs/intro/index.html' });
  });
});

describe('plugin-debug', () => {
  it('writes the /__docusaurus/debug pages: config, metadata, registry, routes, content and global data', () => {
    for (const page of ['', 'config/', 'metadata/', 'registry/', 'routes/', 'content/', 'globalData/']) expect(site.exists(`__docusaurus/debug/${page}index.html`)).toBe(true);
    const routes = site.read('__docusaurus/debug/routes/index.html');
    expect(routes).toContain('&quot;path&quot;: &quot;/docs/guides/grey-heron&quot;');
    expect(site.read('__docusaurus/debug/config/index.html')).toContain('&quot;title&quot;: &quot;Heron Field Guide&quot;');
    expect(site.read('__docusaurus/debug/content/index.html')).toContain('&quot;title&quot;: &quot;Little egret&quot;');
    expect(variant.exists('__docusaurus/debug/routes.html')).toBe(true);
  });
});

describe('theme-mermaid with markdown.mermaid', () => {
  it('renders a mermaid block as a diagram container with its source as text, and no highlighted code', () => {
    const html = site.read('docs/intro/index.html');
    expect(html).toContain('<div class="docusaurus-mermaid-container" data-mermaid-state="pending"><pre class="docusaurus-mermaid-source">flowchart LR\n  Reedbed --&gt; Mudflat');
    expect(html).not.toContain('data-language="mermaid"');
  });

  it('bundles mermaid only for a site with markdown.mermaid; without it the block is code', () => {
    const chunks = (built: BuiltSite) => readdirSync(path.join(built.outDir, 'assets/js/chunks')).filter((f) => /^mermaid\.core-.*\.js$/.test(f));
    expect(chunks(site)).toHaveLength(1);
    expect(chunks(variant)).toEqual([]);
    expect(variant.read('docs/intro.html')).toContain('<div class="code-block" data-language="mermaid">');
  });
});

describe('theme-live-codeblock', () => {
  it('renders ```jsx live as live code, the result where playgroundPosition puts it', () => {
    const html = site.read('docs/guides/grey-heron/index.html');
    expect(html).toContain('data-playground-position="top"');
    expect(html.indexOf('>Result<')).toBeLessThan(html.indexOf('>Live Editor<'));
    expect(html).toContain('<p>Wingspan: 1.85 m</p>');
  });
});

describe('theme-search-algolia with its keys', () => {
  it('renders the DocSearch button, preconnects to the index and lets the pages query it; no local index is built', () => {
    const html = site.read('docs/intro/index.html');
    expect(html).toMatch(/<button type="button" class="DocSearch DocSearch-Button search-button" aria-label="Search the guide"[^>]*data-algolia-index="heron-guide"/);
    expect(html).toContain('<link rel="preconnect" href="https://heron0app-dsn.algolia.net" crossorigin="anonymous">');
    expect(site.read('_headers')).toContain('https://heron0app-dsn.algolia.net');
    expect(site.exists('search/meta.json')).toBe(false);
  });
});

describe('plugin-ideal-image', () => {
  it('renders an imported or required image at the widths asked for (none wider than the original), lazily, with its size', async () => {
    const { default: sharp } = await import('sharp');
    const images = [...site.read('gallery/index.html').matchAll(/<img class="ideal-image"[^>]*>/g)].map((m) => m[0]);
    expect(images).toHaveLength(2);
    for (const img of images) {
      expect(img).toMatch(/ width="1200" height="600"/);
      expect(img).toContain('loading="lazy"');
      expect(img).toContain('background-image:url(data:image/png;base64,');
    }
    const srcset = /srcSet="([^"]*)"/.exec(images[0]!)![1]!.split(', ').map((s) => s.split(' '));
    expect(srcset.map(([, w]) => w)).toEqual(['320w', '640w', '1200w']);
    for (const [url, w] of srcset) expect((await sharp(path.join(site.outDir, url!)).metadata()).width).toBe(Number.parseInt(w!, 10));
  });
});
