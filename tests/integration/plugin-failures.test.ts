import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite, copyFixture, type BuiltSite } from '../helpers/site.ts';

/**
 * A site's own remark and rehype plugins that fail: one whose dependency is not installed, one that
 * rejects a node of the document with `file.fail`. Each failure is reported as the plugin's, on the
 * document it was working on, never as a syntax error of the document with made-up follow-ups.
 */
let site: BuiltSite;
let siteDir: string;

beforeAll(async () => {
  siteDir = copyFixture('minimal');
  mkdirSync(path.join(siteDir, 'plugins'));
  writeFileSync(
    path.join(siteDir, 'plugins', 'remark-needs-package.mjs'),
    `import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
// Loads its dependency lazily, as some plugins do: the failure comes with the first document.
export default function remarkNeedsPackage() {
  return () => {
    require('katex-not-installed/dist/katex.js');
  };
}
`,
  );
  writeFileSync(
    path.join(siteDir, 'plugins', 'rehype-no-tables.mjs'),
    `import { visit } from 'unist-util-visit';
// Refuses tables, pointing at the one it found.
export default function rehypeNoTables() {
  return (tree, file) => {
    visit(tree, 'element', (node) => {
      if (node.tagName === 'table') file.fail('Tables are not allowed here', node);
    });
  };
}
`,
  );
  const config = path.join(siteDir, 'docs.config.ts');
  writeFileSync(
    config,
    readFileSync(config, 'utf8')
      .replace("import { defineConfig } from '@docs/core/config';", "import { defineConfig } from '@docs/core/config';\nimport remarkNeedsPackage from './plugins/remark-needs-package.mjs';\nimport rehypeNoTables from './plugins/rehype-no-tables.mjs';")
      .replace("docs: { routeBasePath: '/docs' },", "docs: { routeBasePath: '/docs', rehypePlugins: [rehypeNoTables] },\n  blog: { path: 'blog', remarkPlugins: [[remarkNeedsPackage, { strict: true }]] },"),
  );
  // A table in a doc, and code blocks with blank lines and JSX-like text after it.
  writeFileSync(path.join(siteDir, 'docs', 'tables.mdx'), '# Tables\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n```jsx\nconst x = <b>{y</b>;\n\n<Open\n```\n');
  mkdirSync(path.join(siteDir, 'blog'));
  writeFileSync(path.join(siteDir, 'blog', '2024-01-02-hello.mdx'), '# Hello\n\nA post.\n\n```js\nconst a = {\n\n};\n```\n');
  site = await buildSite(siteDir);
});

describe('a plugin that fails', () => {
  it('is reported as the plugin failing on the document, once per document, and nothing else', () => {
    expect(site.result.code).toBe(1);
    expect(site.report.diagnostics.map((d) => [d.code, path.relative(siteDir, d.file!)])).toEqual(
      expect.arrayContaining([
        ['plugin-failed', path.join('docs', 'tables.mdx')],
        ['plugin-failed', path.join('blog', '2024-01-02-hello.mdx')],
      ]),
    );
    expect(site.report.diagnostics.filter((d) => d.severity === 'error')).toHaveLength(2);
    expect(site.report.diagnostics.some((d) => /syntax/.test(d.code))).toBe(false);
  });

  it('names the plugin and its place in the config, and the package it lacks', () => {
    const post = site.report.diagnostics.find((d) => d.file!.endsWith('2024-01-02-hello.mdx'))!;
    expect(post.message).toBe("The plugin blog.remarkPlugins[0] (remarkNeedsPackage) failed on this document: Cannot find module 'katex-not-installed/dist/katex.js'");
    expect(post.hint).toContain('npm install katex-not-installed');
  });

  it("puts the failure at the node the plugin names, with the plugin's own words", () => {
    const doc = site.report.diagnostics.find((d) => d.file!.endsWith('tables.mdx'))!;
    expect(doc).toMatchObject({ line: 3, column: 1, message: 'The plugin docs.rehypePlugins[0] (rehypeNoTables) failed on this document: Tables are not allowed here' });
  });
});

describe('a syntax error followed by a code block', () => {
  it('is one error: the code after it is not read as MDX', async () => {
    const dir = copyFixture('minimal');
    writeFileSync(path.join(dir, 'docs', 'open.mdx'), '# Open\n\nThis opens a tag that never closes: <div\n```jsx\nfunction App() {\n  return <div>{value}</div>;\n\n}\n\nconst x = <b>{y</b>;\n```\n\nEnd.\n');
    const built = await buildSite(dir);
    expect(built.report.diagnostics.map((d) => [d.code, d.line])).toEqual([['mdx-syntax', 3]]);
  });
});
