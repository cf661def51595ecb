import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../helpers/site.ts';
import { folderWith } from '../helpers/files.ts';

const article = (html: string) => /<article[^>]*>([\s\S]*?)<\/article>/.exec(html)?.[1] ?? '';

/** Plugins written in the config, as a site writes its own small ones. */
const PLUGINS = `
import { visit } from 'unist-util-visit';

// remark, after the built-in plugins: every text "TODO" is marked.
const remarkTodo = () => (tree) => {
  visit(tree, 'text', (node) => { node.value = node.value.replace(/\\bTODO\\b/g, '[to do]'); });
};
// remark, before the built-in plugins: sees the admonition directive before it becomes a component.
const remarkCountDirectives = (options) => (tree, file) => {
  let n = 0;
  visit(tree, 'containerDirective', () => { n++; });
  visit(tree, 'paragraph', (node) => {
    if (node.children[0]?.type === 'text' && node.children[0].value === 'DIRECTIVES') node.children[0].value = options.label + ' ' + n;
  });
};
// rehype: every paragraph gets a class, before code is highlighted.
const rehypeParagraphClass = () => (tree) => {
  visit(tree, 'element', (node) => { if (node.tagName === 'p') node.properties.className = ['prose']; });
};
`;

describe('markdown.format and front matter format', () => {
  it("with 'detect', .md is CommonMark, warns at an import it would print, and front matter can switch a file", async () => {
    const site = folderWith('docs-markdown-options-', {
      'docs.config.ts': "import { defineConfig } from '@docs/core/config';\nexport default defineConfig({ title: 'Formats', url: 'https://formats.example', markdown: { format: 'detect' } });\n",
      'src/pages/index.md': '# Home\n',
      'docs/plain.md': '---\ntitle: Plain\n---\n\nSome text.\n\nimport Tabs from "@theme/Tabs";\n',
      'docs/switched.md': '---\ntitle: Switched\nformat: mdx\n---\n\nimport Tabs from "@theme/Tabs";\nimport TabItem from "@theme/TabItem";\n\n<Tabs><TabItem value="a" label="First">One</TabItem></Tabs>\n',
      'docs/raw.mdx': '---\ntitle: Raw\nmdx:\n  format: md\n---\n\nA <b>bold</b> {brace} stays as written.\n',
    });
    const built = await buildSite(site);
    expect(built.report.diagnostics).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'mdx-in-markdown', file: path.join(site, 'docs/plain.md'), line: 7, column: 1 }),
    ]);
    expect(built.report.diagnostics[0]!.message).toMatch(/markdown\.format` is 'detect'/);
    expect(built.report.diagnostics[0]!.hint).toMatch(/\.mdx.*format: mdx/);
    expect(article(built.read('docs/plain/index.html'))).toContain('import Tabs from');
    expect(article(built.read('docs/switched/index.html'))).toMatch(/role="tablist"/);
    expect(article(built.read('docs/raw/index.html'))).toContain('<b>bold</b> {brace} stays as written.');
  });

  it('by default (mdx), .md files are MDX, and MDX 1 comments can be turned off', async () => {
    const site = folderWith('docs-markdown-options-', {
      'docs.config.ts': "import { defineConfig } from '@docs/core/config';\nexport default defineConfig({ title: 'Formats', url: 'https://formats.example', markdown: { mdx1Compat: { comments: false } } });\n",
      'docs/page.md': '---\ntitle: Page\n---\n\nText.\n\n<!-- old comment -->\n',
    });
    const built = await buildSite(site);
    expect(built.report.ok).toBe(false);
    const error = built.report.diagnostics.find((d) => d.code === 'mdx-syntax')!;
    expect(error).toMatchObject({ file: path.join(site, 'docs/page.md'), line: 7, column: 2 });
    expect(error.hint).toMatch(/MDX 1 accepted HTML comments.*mdx1Compat/);
  });
});

describe('remark and rehype plugins in docs, blog and pages', () => {
  it('runs each list where Docusaurus runs it, for its own kind of content only', async () => {
    const site = folderWith('docs-markdown-options-', {
      'docs.config.ts': `import { defineConfig } from '@docs/core/config';\n${PLUGINS}\nexport default defineConfig({
  title: 'Plugins', url: 'https://plugins.example',
  docs: { remarkPlugins: [remarkTodo], beforeDefaultRemarkPlugins: [[remarkCountDirectives, { label: 'directives:' }]], rehypePlugins: [rehypeParagraphClass] },
  blog: { remarkPlugins: [remarkTodo] },
  pages: { rehypePlugins: [rehypeParagraphClass] },
});\n`,
      'docs/guide.md': '---\ntitle: Guide\n---\n\nTODO write more.\n\n:::note\nInside.\n:::\n\nDIRECTIVES\n',
      'blog/2026-01-02-post.md': '---\ntitle: Post\n---\n\nTODO in a post.\n',
      'src/pages/about.md': '---\ntitle: About\n---\n\nTODO on a page.\n',
      'src/pages/index.md': '# Home\n',
    });
    const built = await buildSite(site);
    expect(built.report.diagnostics).toEqual([]);
    const guide = article(built.read('docs/guide/index.html'));
    expect(guide).toContain('<p class="prose">[to do] write more.</p>');
    expect(guide).toContain('directives: 1');
    expect(article(built.read('blog/2026/01/02/post/index.html'))).toContain('[to do] in a post.');
    const about = built.read('about/index.html');
    expect(about).toContain('<p class="prose">TODO on a page.</p>');
  });

  it('compiles again when a plugin changes, not from the cache', async () => {
    const config = (mark: string) =>
      `import { defineConfig } from '@docs/core/config';\nimport { visit } from 'unist-util-visit';\nconst mark = () => (tree) => visit(tree, 'text', (n) => { n.value = n.value.replace('X', '${mark}'); });\nexport default defineConfig({ title: 'Cache', url: 'https://cache.example', docs: { remarkPlugins: [mark] } });\n`;
    const site = folderWith('docs-markdown-options-', { 'docs.config.ts': config('first'), 'docs/page.md': '---\ntitle: Page\n---\n\nMarked X.\n' });
    expect(article((await buildSite(site)).read('docs/page/index.html'))).toContain('Marked first.');
    writeFileSync(path.join(site, 'docs.config.ts'), config('second'));
    expect(article((await buildSite(site)).read('docs/page/index.html'))).toContain('Marked second.');
  });

  it('reports a plugin that throws at the document it failed on', async () => {
    const site = folderWith('docs-markdown-options-', {
      'docs.config.ts': "import { defineConfig } from '@docs/core/config';\nconst broken = () => () => { throw new Error('the plugin gave up'); };\nexport default defineConfig({ title: 'Broken', url: 'https://broken.example', docs: { remarkPlugins: [broken] } });\n",
      'docs/page.md': '---\ntitle: Page\n---\n\nText.\n',
    });
    const built = await buildSite(site);
    expect(built.report.ok).toBe(false);
    expect(built.report.diagnostics).toEqual([expect.objectContaining({ code: 'plugin-failed', file: path.join(site, 'docs/page.md') })]);
    expect(built.report.diagnostics[0]!.message).toBe('The plugin docs.remarkPlugins[0] (broken) failed on this document: the plugin gave up');
    expect(built.report.diagnostics[0]!.hint).toMatch(/remove it from the config/);
  });
});
