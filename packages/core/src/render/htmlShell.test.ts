import { describe, expect, it } from 'vitest';
import { withDefaults } from '../config/loadConfig.ts';
import { colorModeScript, escapeHtml, htmlShell, scriptJson } from './htmlShell.ts';

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

  it('preloads exactly the given modules and never lets data close the script', () => {
    expect(html.match(/rel="modulepreload"/g)).toHaveLength(2);
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script>');
  });

  it('applies the stored colour mode before paint, defaulting to the config', () => {
    expect(colorModeScript(config)).toContain(`localStorage.getItem('theme')`);
    expect(colorModeScript(config)).not.toContain('prefers-color-scheme');
    expect(colorModeScript(withDefaults({ title: 'S', url: 'u', colorMode: { respectPrefersColorScheme: true } }))).toContain('prefers-color-scheme: dark');
  });

  it('escapes HTML', () => {
    expect(escapeHtml(`<a href="x">&</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;');
  });
});
