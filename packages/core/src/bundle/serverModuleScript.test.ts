import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { temporaryFolder } from '../../../../tests/helpers/temporaryFolder.ts';
import { compileDocument } from '../compile/compileDocument.ts';
import { standaloneParts } from '../compile/standaloneContent.ts';
import type { CompiledDocument } from '../compile/types.ts';
import type { RouteRecord } from '../routes/types.ts';
import { evaluateServerModuleScript, SCRIPT_SUFFIX, serverModuleScript } from './serverModuleScript.ts';
import { writeStandaloneServerModules } from './standaloneRoutes.ts';

const SOURCE = '/site/docs/page.mdx';
const route = (over: Partial<RouteRecord> = {}): RouteRecord => ({ path: '/docs/page', kind: 'doc', title: 'Page', chunkName: 'docs-page', component: '@theme/DocRoute', contentSource: SOURCE, data: { title: 'Page' } as never, noindex: false, ...over });
const compile = (body: string) => compileDocument({ source: SOURCE, format: 'mdx', body, frontMatter: { sidebar_label: 'Intro' } }, { permalinks: {}, baseUrl: '/' });

/** A server bundle's stand-in: its JSX runtime builds plain objects, its components are names. */
const server = {
  jsx: (type: unknown, props: unknown) => ({ type, props }),
  jsxs: (type: unknown, props: unknown) => ({ type, props }),
  Fragment: 'fragment',
  components: { DocRoute: 'the DocRoute component' },
};

describe('a standalone route’s server module as a script', () => {
  it('returns what the ES module exports: the component, the data, the content and the compile’s exports', async () => {
    const text = serverModuleScript(route(), standaloneParts((await compile('# Hello\n\n## Part one\n\nSome *text*.\n')).code))!;
    const module = evaluateServerModuleScript<Record<string, unknown>>(text, '/out/page.script.js', server);
    expect(Object.keys(module).sort()).toEqual(['Content', 'contentTitle', 'data', 'default', 'frontMatter', 'toc']);
    expect(module.default).toBe('the DocRoute component');
    expect(module.data).toEqual({ title: 'Page' });
    expect(module.frontMatter).toEqual({ sidebar_label: 'Intro' });
    expect(module.toc).toEqual([{ value: 'Part one', id: 'part-one', level: 2 }]);
    expect((module.Content as { frontMatter: unknown }).frontMatter).toBe(module.frontMatter);
    expect(JSON.stringify((module.Content as (p: unknown) => unknown)({}))).toContain('Hello');
  });

  it('keeps each line and column of the content where the module has them, and runs in strict mode', async () => {
    const parts = standaloneParts((await compile('# Hello\n\nSome *text*.\n')).code)!;
    const text = serverModuleScript(route(), parts)!;
    const lines = text.split('\n');
    const bodyLines = parts.body.split('\n');
    expect(lines.slice(1, 1 + bodyLines.length).map((l) => l.replace(/^ {7}const /, 'export const '))).toEqual(bodyLines);
    expect(lines[0]!.startsWith("'use strict';")).toBe(true);
  });

  it('names its file and line in the stack of an error the content throws', () => {
    const body = 'export const toc = [];\nfunction MDXContent() {\n  throw new Error("broken");\n}\n';
    const module = evaluateServerModuleScript<{ Content(): unknown }>(serverModuleScript(route(), { runtimeImports: '{jsx as _jsx}', body })!, '/out/docs-page-AAAA.script.js', server);
    expect(() => module.Content()).toThrow('broken');
    try {
      module.Content();
    } catch (error) {
      expect((error as Error).stack).toContain('/out/docs-page-AAAA.script.js:4:');
    }
  });

  it('is none for a body with module syntax of another shape', () => {
    expect(serverModuleScript(route(), { runtimeImports: '{jsx as _jsx}', body: 'export function helper() {}\nfunction MDXContent() {}\n' })).toBeUndefined();
    expect(serverModuleScript(route(), { runtimeImports: '{jsx as _jsx}', body: 'export { a as b };\nfunction MDXContent() {}\n' })).toBeUndefined();
  });

  it('is the component and data alone for a route without content', () => {
    const module = evaluateServerModuleScript<Record<string, unknown>>(serverModuleScript(route({ contentSource: undefined, data: { tag: 'a' } as never }), undefined)!, '/out/tag.script.js', server);
    expect(module).toEqual({ default: 'the DocRoute component', data: { tag: 'a' } });
  });
});

describe('writing the server modules', () => {
  it('writes a script for content without authored script and an ES module for content with some, and removes what no route uses', async () => {
    const dir = temporaryFolder('docs-server-modules-');
    const serverFile = path.join(dir, 'server', 'entry.mjs');
    const write = async (docs: Record<string, string>) => {
      const compiled = new Map<string, CompiledDocument>();
      for (const [source, body] of Object.entries(docs)) compiled.set(source, await compileDocument({ source, format: 'mdx', body, frontMatter: {} }, { permalinks: {}, baseUrl: '/' }));
      const routes = Object.keys(docs).map((source) => route({ path: `/${path.basename(source, '.mdx')}`, chunkName: path.basename(source, '.mdx'), contentSource: source }));
      return writeStandaloneServerModules({ routes, compiled, serverFile, buildId: 'b1' });
    };
    const modules = await write({ '/site/docs/plain.mdx': '# Plain\n', '/site/docs/scripted.mdx': 'export const a = 1;\n\n# Scripted {a}\n', '/site/docs/commented.mdx': '{/*\nexport const hidden = 1;\n*/}\n\n# Commented\n' });
    expect(modules.get('/plain')!.file.endsWith(SCRIPT_SUFFIX)).toBe(true);
    expect(modules.get('/scripted')!.file.endsWith('.mjs')).toBe(true);
    // MDX writes the comment into the module as it is: a line of it reads `export const hidden`.
    expect(modules.get('/commented')!.file.endsWith('.mjs')).toBe(true);
    expect(readFileSync(modules.get('/scripted')!.file, 'utf8')).toContain('export const a = 1');
    await write({ '/site/docs/plain.mdx': '# Plain\n' });
    expect(readdirSync(path.join(dir, 'server', 'standalone'))).toEqual([path.basename(modules.get('/plain')!.file)]);
  });
});
