import { describe, expect, it } from 'vitest';
import { withDefaults } from '../config/loadConfig.ts';
import { afterPaintLoad, colorModeScript, escapeHtml, htmlShell, LOAD_AFTER_PAINT_SCRIPT, scriptJson } from './htmlShell.ts';

const config = withDefaults({ title: 'Site', url: 'https://x.dev', tagline: 'T' });

describe('htmlShell', () => {
  const html = htmlShell({
    config, path: '/docs/a', title: 'A "quoted" <title>', description: 'D', noindex: false, bodyHtml: '<p>body</p>', boot: { x: '</script><script>alert(1)</script>' },
    stylesheets: ['/s.css'], modulePreloads: ['/e.js', '/r.js'], dataPreloads: ['/sb.json'], entry: '/e.js',
  });

  it('writes lang, escaped title, description, canonical and Open Graph tags', () => {
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<title>A &quot;quoted&quot; &lt;title&gt;</title>');
    expect(html).toContain('<meta name="description" content="D">');
    expect(html).toContain('<link rel="canonical" href="https://x.dev/docs/a">');
    expect(html).toContain('<meta property="og:url" content="https://x.dev/docs/a">');
  });

  it('loads exactly the given modules after the first paint, and never lets data close the script', () => {
    // Nothing in the head competes with the stylesheets for the first paint.
    expect(html).not.toMatch(/<link rel="(module)?preload"|<script type="module"/);
    expect(afterPaintLoad(html)).toEqual({ entry: '/e.js', modules: ['/e.js', '/r.js'], fetch: ['/sb.json'] });
    expect(html).toContain(`>${LOAD_AFTER_PAINT_SCRIPT}</script>`);
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script>');
  });

  it('applies the stored colour mode before paint, defaulting to the config', () => {
    expect(colorModeScript(config)).toContain(`localStorage.getItem('theme')`);
    expect(colorModeScript(config)).not.toContain('prefers-color-scheme');
    expect(colorModeScript(withDefaults({ title: 'S', url: 'u', colorMode: { respectPrefersColorScheme: true } }))).toContain('prefers-color-scheme: dark');
  });

  it("writes the page's keywords, and its image (from the static folder or absolute) as og:image and twitter:image over the site's", () => {
    const shell = (meta: { keywords?: string[]; image?: string }, site = config) =>
      htmlShell({ config: site, path: '/a', title: 'A', noindex: false, bodyHtml: '', boot: {}, stylesheets: [], modulePreloads: [], dataPreloads: [], entry: '/e.js', meta });
    const own = shell({ keywords: ['checkout', 'a "b"'], image: '/img/card.png' });
    expect(own).toContain('<meta name="keywords" content="checkout,a &quot;b&quot;">');
    expect(own).toContain('<meta property="og:image" content="https://x.dev/img/card.png">');
    expect(own).toContain('<meta name="twitter:image" content="https://x.dev/img/card.png">');
    expect(shell({ image: 'https://cdn.example/c.png' })).toContain('<meta property="og:image" content="https://cdn.example/c.png">');
    const site = withDefaults({ title: 'Site', url: 'https://x.dev', baseUrl: '/docs/', image: 'img/site.png' });
    expect(shell({}, site)).toContain('<meta property="og:image" content="https://x.dev/docs/img/site.png">');
    expect(shell({ image: 'img/own.png' }, site)).toContain('<meta property="og:image" content="https://x.dev/docs/img/own.png">');
    expect(shell({})).not.toContain('name="keywords"');
  });

  it('escapes HTML', () => {
    expect(escapeHtml(`<a href="x">&</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;');
  });
});

describe('htmlShell with hostile values', () => {
  const payloads = ['</script><script>window.__xss=1</script>', '<!--<script>', '\u2028', '\u2029', '"><img src=x onerror=alert(1)>'];
  const hostile = payloads.join(' ');
  const bar = { id: hostile, content: 'Bar', backgroundColor: '#fff', textColor: '#000', isCloseable: true };
  const page = htmlShell({
    config: withDefaults({ title: hostile, url: 'https://x.dev', baseUrl: '/b/', announcementBar: bar }),
    path: `/docs/${hostile}`,
    title: hostile,
    description: hostile,
    noindex: false,
    bodyHtml: '<p>body</p>',
    boot: { path: `/docs/${hostile}`, data: { title: hostile, description: hostile, sidebar_label: hostile, tags: [hostile], custom: { nested: [hostile] } } },
    stylesheets: [],
    modulePreloads: [],
    dataPreloads: [],
    entry: '/e.js',
  });
  const scripts = [...page.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];

  it('keeps exactly its four script elements whole, whatever the path, title and data hold', () => {
    expect(scripts).toHaveLength(4);
    for (const [, inside] of scripts) expect(inside).not.toMatch(/<\/script|<!--|\u2028|\u2029/i);
  });

  it('gives the data back unchanged to JSON.parse, and the path to the base-URL check as an attribute', () => {
    const boot = JSON.parse(scripts[1]![1]!) as { path: string; data: { tags: string[]; custom: { nested: string[] } } };
    expect(boot.path).toBe(`/docs/${hostile}`);
    expect(boot.data.custom.nested[0]).toBe(hostile);
    expect(page).toContain(`data-route="${escapeHtml(`/docs/${hostile}`)}"`);
  });

  it('escapes the announcement id inside the colour-mode script', () => {
    expect(scripts[0]![1]).toContain(scriptJson(hostile));
  });
});
