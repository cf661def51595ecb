import { describe, expect, it } from 'vitest';
import type { PwaOptions } from '../config/types.ts';
import { pwaHeadTags, serviceWorkerSource } from './pwa.ts';

const pwa: PwaOptions = { offlineModeActivationStrategies: ['mobile', 'saveData'], pwaHead: [{ tagName: 'link', rel: 'manifest', href: '/app.webmanifest' }, { tagName: 'meta', name: 'theme-color', content: '"><script>x</script>' }, { tagName: 'bad tag', rel: 'x' }], debug: false };

describe('pwaHeadTags', () => {
  it('writes the pwaHead tags escaped, `/` paths under the base URL, and drops a tag name that is not one', () => {
    const tags = pwaHeadTags({ pwa, baseUrl: '/docs/' }, true);
    expect(tags).toEqual(['<link rel="manifest" href="/docs/app.webmanifest">', '<meta name="theme-color" content="&quot;&gt;&lt;script&gt;x&lt;/script&gt;">']);
  });

  it('registers the worker in built pages only, with the strategies, its URL and scope', () => {
    expect(pwaHeadTags({ pwa, baseUrl: '/docs/' }, true).join('')).not.toContain('serviceWorker');
    const script = pwaHeadTags({ pwa, baseUrl: '/docs/' }, false).at(-1)!;
    expect(script).toMatch(/^<script>\(function\(s,u,b,d\)/);
    expect(script).toContain('})(["mobile","saveData"],"/docs/sw.js","/docs/",false)</script>');
    expect(pwaHeadTags({ baseUrl: '/' }, false)).toEqual([]);
  });
});

describe('serviceWorkerSource', () => {
  it('precaches the files under a cache named by the build, and answers page addresses from their files', () => {
    const source = serviceWorkerSource(['/a/index.html', '/x.js'], { '/a': '/a/index.html' }, 'abc123');
    expect(source).toContain('const CACHE = "docs-precache-abc123";');
    expect(source).toContain('const FILES = ["/a/index.html","/x.js"];');
    expect(source).toContain('const ALIASES = {"/a":"/a/index.html"};');
    expect(() => new Function(source)).not.toThrow();
  });
});
