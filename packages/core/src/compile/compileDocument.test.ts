import { describe, expect, it } from 'vitest';
import { parseCodeMeta } from './codeMeta.ts';
import { compileDocument } from './compileDocument.ts';
import { normalizeAdmonitionSyntax } from './remarkAdmonitions.ts';

const compileMd = (body: string, format: 'md' | 'mdx' = 'md', permalinks: Record<string, string> = {}) =>
  compileDocument({ source: '/site/docs/page.' + format, format, body, frontMatter: {} }, { permalinks, baseUrl: '/' });

describe('compileDocument', () => {
  it('gives headings GitHub-style ids, honours {#custom} and suffixes duplicates', async () => {
    const r = await compileMd('# Title\n\n## Getting Started!\n\n## Getting Started!\n\n### Deep {#my-id}\n');
    expect(r.headings).toEqual([
      { depth: 1, value: 'Title', id: 'title' },
      { depth: 2, value: 'Getting Started!', id: 'getting-started' },
      { depth: 2, value: 'Getting Started!', id: 'getting-started-1' },
      { depth: 3, value: 'Deep', id: 'my-id' },
    ]);
    expect(r.contentTitle).toBe('Title');
    expect(r.code).toContain('"my-id"');
    expect(r.code).not.toContain('{#my-id}');
  });

  it('rewrites relative .md links to routes and records positions', async () => {
    const r = await compileMd('\n\nSee [the guide](./guide.md#install) and [x](/abs).\n', 'md', { '/site/docs/guide.md': '/docs/guide' });
    expect(r.links).toEqual([
      { url: '/docs/guide#install', line: 3, column: 5 },
      { url: '/abs', line: 3, column: 41 },
    ]);
    expect(r.code).toContain('"/docs/guide#install"');
  });

  it('warns about a link to a missing .md file at its position', async () => {
    const r = await compileMd('text\n\n[gone](./missing.md)\n');
    expect(r.diagnostics).toEqual([expect.objectContaining({ severity: 'warning', code: 'broken-markdown-link', line: 3, column: 1 })]);
  });

  it('resolves a bare .md link from the docs folder and a /-link from the content folder, as Docusaurus does', async () => {
    const markdownLinks = { siteDir: '/site', contentRoots: [['/site/docs'], ['/site/blog']] };
    const permalinks = { '/site/docs/intro.md': '/docs/intro', '/site/blog/post.md': '/blog/post' };
    const r = await compileDocument({ source: '/site/docs/guides/a.md', format: 'md', body: '[i](intro.md) [j](/intro.md?x=1#top) [p](@site/blog/post.md) [e](https://x.example/README.md) [n](./notes.txt)\n', frontMatter: {} }, { permalinks, baseUrl: '/base/', markdownLinks });
    expect(r.links.map((l) => l.url)).toEqual(['/base/docs/intro', '/base/docs/intro?x=1#top', '/base/blog/post', './notes.txt']);
    // An external README is left as written and unrecorded (the link check skips external links).
    expect(r.code).toContain('"https://x.example/README.md"');
    expect(r.diagnostics).toEqual([]);
  });

  it('gives each partial element the page components and records the imports and where block partials stand among the headings', async () => {
    const body = "import Warning from './_warning.mdx';\nimport Setup, { toc } from '@site/src/_setup.md';\nimport Chart from './Chart';\n\n## One\n\n<Warning />\n\n## Two\n\nInline <Setup name=\"x\" /> and <Warning components={{}} />.\n\n<Chart />\n";
    const r = await compileDocument({ source: '/site/docs/page.mdx', format: 'mdx', body, frontMatter: {} }, { permalinks: {}, baseUrl: '/', markdownLinks: { siteDir: '/site', contentRoots: [['/site/docs']] } });
    expect(r.diagnostics).toEqual([]);
    expect(r.partials).toEqual([
      { source: '/site/docs/_warning.mdx', line: 1, column: 1 },
      { source: '/site/src/_setup.md', line: 2, column: 1 },
    ]);
    expect(r.partialHeadings).toEqual([{ at: 1, source: '/site/docs/_warning.mdx' }]);
    // Both partial elements get the page's components unless they pass their own; other components do not.
    expect(r.code.match(/components: props\.components/g)).toHaveLength(2);
    expect(r.code).toMatch(/_jsx\(Chart, \{\}\)/);
    // The exported toc spreads the block partial's own after the headings before it.
    expect(r.code).toContain("import Warning, {toc as __docsToc_Warning} from './_warning.mdx'");
    expect(r.code).toMatch(/"id": "one",\s*"level": 2\s*\}, \.\.\.__docsToc_Warning, \{\s*"value": "Two"/);
  });

  it('records nothing about partials for a document that imports none', async () => {
    const r = await compileDocument({ source: '/site/docs/page.mdx', format: 'mdx', body: "import Chart from './Chart';\n\n<Chart />\n", frontMatter: {} }, { permalinks: {}, baseUrl: '/' });
    expect(r.partials).toBeUndefined();
    expect(r.partialHeadings).toBeUndefined();
    expect(r.code).not.toContain('props.components,');
  });

  it('turns admonitions into <Admonition> and keeps other colons as text', async () => {
    const r = await compileMd(':::tip Be careful\nInside **bold**\n:::\n\nMeet at 12:30, note:this stays.\n');
    expect(r.code).toContain('Admonition');
    expect(r.code).toContain('"tip"');
    expect(r.code).toContain('"Be careful"');
    expect(r.text).toContain('12:30');
    expect(r.text).toContain('note:this');
  });

  it('highlights code at build time with title and highlighted lines', async () => {
    const r = await compileMd('```ts title="a.ts" {2}\nconst a = 1;\nconst b = 2;\n```\n');
    expect(r.code).toContain('CodeBlock');
    expect(r.code).toContain('"a.ts"');
    expect(r.code).toContain('var(--code-token-keyword)');
    expect(r.code).toMatch(/line highlighted/);
  });

  it('falls back to plain text for unknown languages', async () => {
    const r = await compileMd('```brainfuck\n+++.\n```\n');
    expect(r.diagnostics).toEqual([]);
    expect(r.code).toContain('+++.');
  });

  it('reports an MDX syntax error at its true position with a code frame', async () => {
    const body = '\n'.repeat(12) + 'Fine line\n\n<div>\n\nnot closed\n';
    const r = await compileMd(body, 'mdx');
    expect(r.code).toBe('');
    const [d] = r.diagnostics;
    expect(d).toMatchObject({ severity: 'error', code: 'mdx-syntax', file: '/site/docs/page.mdx' });
    expect(d!.line).toBeGreaterThanOrEqual(15);
    expect(d!.message).not.toMatch(/\[object Object\]|\{"/);
    expect(d!.frame).toContain('<div>');
  });

  it('collects the excerpt and plain text', async () => {
    const r = await compileMd('# T\n\nFirst *para*graph.\n\nSecond.\n');
    expect(r.excerpt).toBe('First paragraph.');
    expect(r.text).toContain('Second.');
  });
});

describe('raw HTML detection', () => {
  it('renders raw HTML in .md files', async () => {
    const r = await compileMd('Press <kbd>Ctrl</kbd>.\n');
    expect(r.code).toContain('"kbd"');
  });
});

describe('code meta and admonition syntax', () => {
  it('parses titles, ranges, live and line numbers', () => {
    const m = parseCodeMeta('title="src/a.tsx" {1,3-4} live showLineNumbers');
    expect(m.title).toBe('src/a.tsx');
    expect([...m.highlightLines]).toEqual([1, 3, 4]);
    expect(m.live).toBe(true);
    expect(m.showLineNumbers).toBe(true);
    expect(parseCodeMeta(undefined)).toMatchObject({ title: undefined, live: false });
  });

  it('rewrites the Docusaurus title form only on opening lines', () => {
    expect(normalizeAdmonitionSyntax(':::note My title\nx\n:::')).toBe(':::note[My title]\nx\n:::');
    expect(normalizeAdmonitionSyntax(':::note[Kept]\n:::')).toBe(':::note[Kept]\n:::');
    expect(normalizeAdmonitionSyntax(':::custom thing')).toBe(':::custom thing');
  });
});

describe('hostile documents', () => {
  const nestedList = (depth: number) => Array.from({ length: depth }, (_, i) => ' '.repeat(i * 2) + '- item ' + i).join('\n') + '\n';

  it('refuses lists and block quotes nested beyond the limit at the line, before parsing', async () => {
    const started = performance.now();
    const list = await compileMd('intro\n\n' + nestedList(2000));
    expect(list.diagnostics).toMatchObject([{ severity: 'error', code: 'nesting-too-deep', line: 103, column: 1 }]);
    const quotes = await compileMd('fine\n\n' + '> '.repeat(500) + 'deep\n');
    expect(quotes.diagnostics).toMatchObject([{ code: 'nesting-too-deep', line: 3 }]);
    const mixed = await compileMd('- > '.repeat(60) + 'x\n');
    expect(mixed.diagnostics).toMatchObject([{ code: 'nesting-too-deep', line: 1 }]);
    // Found by a scan of the text: no time goes into parsing them.
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('compiles lists nested as deep as the limit, and deep indentation inside code fences', async () => {
    expect((await compileMd(nestedList(40))).diagnostics).toEqual([]);
    expect((await compileMd('```\n' + ' '.repeat(400) + 'x\n```\n')).diagnostics).toEqual([]);
  });

  it('reports elements nested past the stack as a diagnostic, not a crash', async () => {
    const r = await compileMd('<div>'.repeat(5000) + 'x' + '</div>'.repeat(5000) + '\n', 'mdx');
    expect(r.diagnostics.length).toBe(r.code ? 0 : 1);
    if (!r.code) expect(r.diagnostics[0]).toMatchObject({ severity: 'error', file: '/site/docs/page.mdx' });
  });

  it('warns at the second heading that repeats an explicit id', async () => {
    const r = await compileMd('## Setup\n\n## One {#same}\n\n## Two {#same}\n\n## Three {#setup}\n');
    expect(r.diagnostics).toMatchObject([
      { severity: 'warning', code: 'duplicate-heading-id', line: 5, column: 1, message: expect.stringContaining('"same"') },
      { code: 'duplicate-heading-id', line: 7 },
    ]);
  });
});

describe('links and images from hostile content', () => {
  const siteOptions = (root: string) => ({ permalinks: { [`${root}/docs/intro.md`]: '/docs/intro' }, baseUrl: '/', assetRoots: [root], staticDir: `${root}/static` });

  it('rewrites a .md link with a query and keeps the query and hash', async () => {
    const r = await compileDocument({ source: '/site/docs/page.md', format: 'md', body: '[a](./intro.md?x=1#part)\n', frontMatter: {} }, siteOptions('/site'));
    expect(r.links).toEqual([{ url: '/docs/intro?x=1#part', line: 1, column: 1 }]);
    expect(r.diagnostics).toEqual([]);
  });

  it('reports a malformed % escape at the link', async () => {
    const r = await compileMd('text\n\nsee [bad](./a%zz.md) and ![img](./b%E0%A4%A.png)\n');
    expect(r.diagnostics).toMatchObject([
      { severity: 'warning', code: 'malformed-url', line: 3, column: 5 },
      { severity: 'warning', code: 'malformed-url', line: 3, column: 26 },
    ]);
  });

  it('refuses an image outside the site, and never copies it', async () => {
    const r = await compileDocument({ source: '/tmp/site/docs/page.md', format: 'md', body: '\n![s](../../../../../../etc/hostname)\n', frontMatter: {} }, siteOptions('/tmp/site'));
    expect(r.diagnostics).toMatchObject([{ severity: 'error', code: 'asset-outside-site', line: 2, column: 1 }]);
    expect(r.assets).toEqual([]);
  });

  it('reports a missing image written with an absolute path or as raw HTML', async () => {
    const body = '![a](/img/nope.png)\n\n<img src="/img/gone.png" alt="x">\n\n<p>\n  <img alt="y" src="./missing.png">\n</p>\n';
    const r = await compileDocument({ source: '/tmp/site/docs/page.md', format: 'md', body, frontMatter: {} }, siteOptions('/tmp/site'));
    expect(r.diagnostics).toMatchObject([
      { code: 'missing-image', line: 1, column: 1, message: expect.stringContaining('/img/nope.png') },
      { code: 'missing-image', line: 3, message: expect.stringContaining('/img/gone.png') },
      { code: 'missing-image', line: 6, column: 3, message: expect.stringContaining('./missing.png') },
    ]);
    const mdx = await compileDocument({ source: '/tmp/site/docs/page.mdx', format: 'mdx', body: 'x\n\n<img src="/img/nope.png" />\n', frontMatter: {} }, siteOptions('/tmp/site'));
    expect(mdx.diagnostics).toMatchObject([{ code: 'missing-image', line: 3 }]);
  });
});

describe('compileDocument with one options object for many documents (one processor per format)', () => {
  const docA = { source: '/site/docs/a.mdx', format: 'mdx' as const, body: '# A\n\n## Part {#part}\n\n| x |\n| - |\n| 1 |\n\n```ts\nconst a = 1;\n```\n', frontMatter: { title: 'Alpha', tags: ['one'] } };
  const docB = { source: '/site/docs/b.mdx', format: 'mdx' as const, body: 'Text with {frontMatter.title}.\n\n## Other\n', frontMatter: { title: 'Beta' } };
  const docC = { source: '/site/docs/c.md', format: 'md' as const, body: '# C\n\n<details><summary>S</summary>\n\nBody\n\n</details>\n', frontMatter: {} };
  const fresh = () => ({ permalinks: {}, baseUrl: '/' });

  it('compiles each document as it compiles alone: nothing of one (front matter, headings, tree) reaches the next', async () => {
    const shared = fresh();
    const inTurn = [];
    for (const doc of [docA, docB, docC, docA, docB]) inTurn.push(await compileDocument(doc, shared));
    const alone = [];
    for (const doc of [docA, docB, docC, docA, docB]) alone.push(await compileDocument(doc, fresh()));
    expect(inTurn).toEqual(alone);
    expect(inTurn[1]!.code).toContain('"Beta"');
    expect(inTurn[1]!.code).not.toContain('Alpha');
    expect(inTurn[1]!.headings).toEqual([{ depth: 2, value: 'Other', id: 'other' }]);
  });

  it('compiles documents at the same time on the same processor as one after another', async () => {
    const shared = fresh();
    const together = await Promise.all([docA, docB, docC, docB, docA].map((doc) => compileDocument(doc, shared)));
    const alone = [];
    for (const doc of [docA, docB, docC, docB, docA]) alone.push(await compileDocument(doc, fresh()));
    expect(together).toEqual(alone);
  });
});
