import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Message } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleDiagnostics, missingModuleError } from './bundleDiagnostics.ts';

let site: string;
const at = (rel: string) => path.join(site, rel);

/** An esbuild error as the API gives it: 1-based line, 0-based column, the file relative to the working folder. */
function message(text: string, file: string, line: number, column: number, lineText: string, extra: Partial<Message> = {}): Message {
  return { id: '', pluginName: '', text, location: { file: path.relative(process.cwd(), file), namespace: 'file', line, column, length: 1, lineText, suggestion: '' }, notes: [], detail: undefined, ...extra };
}

beforeAll(() => {
  site = mkdtempSync(path.join(tmpdir(), 'bundle-diagnostics-'));
  mkdirSync(at('docs'), { recursive: true });
  mkdirSync(at('src/pages'), { recursive: true });
  mkdirSync(at('.docs/generated/routes'), { recursive: true });
  writeFileSync(at('docs.config.ts'), 'export default {};');
  writeFileSync(at('docs/a.mdx'), "---\ntitle: A\n---\n\nimport Foo from '@site/src/Foo';\nimport { Bar } from './bar';\n\n<Foo />\n");
  writeFileSync(at('src/pages/index.tsx'), "import x from 'not-installed-pkg';\nexport default x;\n");
  writeFileSync(at('.docs/generated/routes/a.js'), 'export { default } from "@theme/DocRoute";\nexport { default as Content } from "../../../docs/a.mdx";\n');
});
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('bundleDiagnostics', () => {
  it('puts a missing import of a compiled document at its line in the source, once for all passes', () => {
    // The compiled module has the import on its own line 3: the source has it on line 5.
    const compiled = message('Could not resolve "@site/src/Foo"', at('docs/a.mdx'), 3, 16, 'import Foo from "@site/src/Foo";', { notes: [{ text: 'You can mark the path "@site/src/Foo" as external to exclude it from the bundle', location: null }] });
    const [d, ...rest] = bundleDiagnostics([compiled, { ...compiled }], { siteDir: site });
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ severity: 'error', code: 'module-not-found', file: at('docs/a.mdx'), line: 5, column: 17 });
    expect(d!.message).toBe('Cannot find "@site/src/Foo": no file src/Foo.tsx, .ts, .jsx, .js, .mdx, .md or folder with an index file.');
    expect(d!.hint).not.toMatch(/external/);
  });

  it('keeps the error a plugin worded, and the position in a code file', () => {
    const plugin = missingModuleError('not-installed-pkg', at('src/pages/index.tsx'), site);
    const d = bundleDiagnostics([message(plugin.text!, at('src/pages/index.tsx'), 1, 14, "import x from 'not-installed-pkg';", { notes: [{ text: plugin.notes![0]!.text!, location: null }], detail: plugin.detail })], { siteDir: site });
    expect(d).toEqual([expect.objectContaining({ code: 'module-not-found', file: at('src/pages/index.tsx'), line: 1, column: 15, hint: 'Install it: npm install not-installed-pkg' })]);
  });

  it('reports an error in a generated route module at the document it shows', () => {
    const [d] = bundleDiagnostics([message('No matching export in "docs/a.mdx" for import "default"', at('.docs/generated/routes/a.js'), 2, 9, 'export { default as Content } from "../../../docs/a.mdx";')], { siteDir: site });
    expect(d).toMatchObject({ code: 'bundle', file: at('docs/a.mdx'), line: undefined });
    expect(d!.message).toMatch(/has no default export/);
  });

  it('maps an error on an import line of compiled MDX back to the source, at the name it is about', () => {
    const [d] = bundleDiagnostics([message('No matching export in "src/bar.tsx" for import "Bar"', at('docs/a.mdx'), 4, 9, 'import {Bar} from "./bar";', { location: { file: path.relative(process.cwd(), at('docs/a.mdx')), namespace: 'file', line: 4, column: 8, length: 3, lineText: 'import {Bar} from "./bar";', suggestion: '' } })], { siteDir: site });
    expect(d).toMatchObject({ file: at('docs/a.mdx'), line: 6, column: 10 });
  });

  it('says where in a document\'s compiled code a syntax error is when no line of the document is behind it', () => {
    const [d] = bundleDiagnostics([message('Unexpected ","', at('docs/a.mdx'), 12, 8, '  }), , _jsx(_components.p, {')], { siteDir: site });
    expect(d).toMatchObject({ code: 'bundle', file: at('docs/a.mdx'), line: undefined });
    expect(d!.message).toBe('Unexpected "," (in the document\'s compiled code, line 12: `}), , _jsx(_components.p, {`)');
    expect(d!.hint).toMatch(/docs clear/);
  });

  it('names the source of a module served by a plugin, not its namespace', () => {
    const excerpt: Message = { ...message('Unexpected "}"', at('docs/a.mdx'), 1, 0, ''), location: { file: `docs-excerpt:${at('docs/a.mdx')}?excerpt`, namespace: 'docs-excerpt', line: 1, column: 0, length: 1, lineText: '', suggestion: '' } };
    const [d] = bundleDiagnostics([excerpt], { siteDir: site });
    expect(d!.file).toBe(at('docs/a.mdx'));
    expect(JSON.stringify(d)).not.toMatch(/docs-excerpt|namespace/);
  });

  it('drops notes in bundler words', () => {
    const [d] = bundleDiagnostics([message('Something odd', at('src/pages/index.tsx'), 1, 0, 'x', { notes: [{ text: 'Use the "platform" setting of esbuild', location: null }] })], { siteDir: site });
    expect(d!.hint).toBeUndefined();
  });
});
