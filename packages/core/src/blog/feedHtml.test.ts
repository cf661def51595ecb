import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileDocument } from '../compile/compileDocument.ts';
import { storeCompiled } from '../compile/storeCompiled.ts';
import type { CompileOptions } from '../compile/types.ts';
import { feedHtml } from './feedHtml.ts';
import type { FeedUrls } from './feedUrls.ts';
import type { BlogPost } from './types.ts';

const urls: FeedUrls = { origin: 'https://shop.example', baseUrl: '/', trailingSlash: undefined };
const options: CompileOptions = { permalinks: { '/site/blog/first.md': '/blog/first', '/site/docs/setup.md': '/docs/setup' }, baseUrl: '/' };

function post(format: 'md' | 'mdx', body: string, section: 'blog' | 'docs' = 'blog'): BlogPost {
  return { source: `/site/blog/post.${format}`, format, section, body, frontMatter: {}, fileName: 'post', relPath: `post.${format}`, permalink: '/blog/post', date: '2026-11-01', tags: [], authors: [] } as unknown as BlogPost;
}

const MDX = [
  "import Tabs from '@theme/Tabs';",
  '',
  '# Release notes',
  '',
  'Read [the setup](../docs/setup.md), then [the first post](./first.md) and [a section](#usage).',
  '',
  ':::tip Before you upgrade',
  '',
  'Run `npm ci` **first**.',
  '',
  ':::',
  '',
  '<Tabs>',
  '',
  'Inside a *component*: {1 + 1} is gone.',
  '',
  '</Tabs>',
  '',
  '| Hook | Since |',
  '| --- | --- |',
  '| `useCart` | 2.0 |',
  '',
  '![A cart](/img/cart.png)',
  '',
  '```tsx title="cart.tsx"',
  'const total = items.reduce((sum, item) => sum + item.price, 0);',
  '```',
  '',
  '- [x] done[^1]',
  '',
  '[^1]: A footnote.',
  '',
].join('\n');

describe("a post's feed HTML made by its compile", () => {
  it('is the feeds’ own HTML for the post, made from the compile’s parse, for Markdown and MDX', async () => {
    for (const [format, body] of [['mdx', MDX], ['md', MDX.split('\n').filter((l) => !/^(import|<\/?Tabs>)/.test(l)).join('\n').replace('{1 + 1} ', '')]] as const) {
      const doc = post(format, body);
      const compiled = await compileDocument(doc, options, { feed: urls });
      expect(compiled.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(compiled.feedHtml).toBe(await feedHtml(doc, options, urls));
      // What the feed holds: links resolved and absolute, the admonition as an aside, no JSX or expression.
      expect(compiled.feedHtml).toContain('href="https://shop.example/docs/setup"');
      expect(compiled.feedHtml).toContain('src="https://shop.example/img/cart.png"');
      expect(compiled.feedHtml).toContain('<aside class="admonition admonition-tip">');
      expect(compiled.feedHtml).not.toMatch(/Tabs|1 \+ 1/);
    }
  });

  it('is made only for blog posts of a site with feeds, and never goes into the compile cache', async () => {
    expect((await compileDocument(post('md', '# Hi\n'), options)).feedHtml).toBeUndefined();
    expect((await compileDocument(post('md', '# Hi\n', 'docs'), options, { feed: urls })).feedHtml).toBeUndefined();
    const compiled = await compileDocument(post('md', '# Hi\n\nText.\n'), options, { feed: urls });
    expect(compiled.feedHtml).toContain('Text.');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'docs-feed-html-')), 'entry.json');
    const kept = await storeCompiled(compiled, file);
    expect(kept.feedHtml).toBe(compiled.feedHtml);
    expect(JSON.parse(readFileSync(file, 'utf8'))).not.toHaveProperty('feedHtml');
  });

  it('is left to the feeds when the blog has remark plugins of its own, which may add syntax the feeds do not read', async () => {
    const siteDir = mkdtempSync(path.join(tmpdir(), 'docs-feed-plugins-'));
    writeFileSync(path.join(siteDir, 'docs.config.mjs'), "export default { title: 'Site', url: 'https://example.com', blog: { remarkPlugins: [() => () => undefined] } };\n");
    const withPlugins = { ...options, contentPlugins: { siteDir, key: 'feed-with-plugin' } };
    const compiled = await compileDocument({ ...post('md', '# Hi\n\nText.\n'), source: path.join(siteDir, 'blog', 'post.md') }, withPlugins, { feed: urls });
    expect(compiled.diagnostics).toEqual([]);
    expect(compiled.feedHtml).toBeUndefined();
  });
});
