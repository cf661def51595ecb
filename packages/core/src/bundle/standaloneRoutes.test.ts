import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { temporaryFolder } from '../../../../tests/helpers/temporaryFolder.ts';
import type { BundleResult } from './bundle.ts';
import { componentKey } from './codegen.ts';
import { JS_DIR } from './jsDir.ts';
import { compileDocument } from '../compile/compileDocument.ts';
import type { CompiledDocument } from '../compile/types.ts';
import type { RouteRecord } from '../routes/types.ts';
import { withStandaloneBody } from '../compile/standaloneContent.ts';
import { isStandalone, standaloneSource, writeStandaloneChunks } from './standaloneRoutes.ts';

const SOURCE = '/site/docs/page.mdx';
const route = (over: Partial<RouteRecord> = {}): RouteRecord => ({ path: '/docs/page', kind: 'doc', title: 'Page', chunkName: 'docs-page', component: '@theme/DocRoute', contentSource: SOURCE, data: { title: 'Page' } as never, noindex: false, ...over });
const compiledOf = async (body: string) => new Map<string, CompiledDocument>([[SOURCE, await withStandaloneBody(await compileDocument({ source: SOURCE, format: 'mdx', body, frontMatter: {} }, { permalinks: {}, baseUrl: '/' }))]]);

/** Evaluate a standalone module as the browser would, with a fake component entry. */
async function evaluate(text: string): Promise<Record<string, unknown>> {
  const runtime = `export default function Page() {}; export const jsx = (type, props) => ({ type, props }); export const jsxs = jsx; export const Fragment = 'fragment';`;
  const entry = `data:text/javascript,${encodeURIComponent(runtime)}`;
  const module = text.replaceAll('"ENTRY"', JSON.stringify(entry));
  return (await import(`data:text/javascript,${encodeURIComponent(module)}`)) as Record<string, unknown>;
}

describe('standalone routes', () => {
  it('takes a document whose only import is the JSX runtime, and gives a module exporting the component, the data and the content', async () => {
    const compiled = await compiledOf('# Hello\n\nSome *text* and a [link](https://example.com).\n\n:::tip\nA tip.\n:::\n');
    expect(isStandalone(route(), compiled)).toBe(true);
    const { code } = standaloneSource(route(), compiled.get(SOURCE)!.standalone, { head: 'export{default}from"ENTRY";', runtimeUrl: 'ENTRY', sourceName: '' });
    const module = await evaluate(code);
    expect(Object.keys(module).sort()).toEqual(['Content', 'contentTitle', 'data', 'default', 'frontMatter', 'toc']);
    expect(module.data).toEqual({ title: 'Page' });
    expect(typeof module.Content).toBe('function');
    // The content calls the runtime it was given, and renders the components it is passed.
    const tree = (module.Content as (p: unknown) => unknown)({ components: { Admonition: 'aside' } });
    expect(JSON.stringify(tree)).toContain('Hello');
  });

  it('makes the browser chunk from a body holding authored script minified at compile time: the eager-compile comment, one line of imports and data, the map two lines down', async () => {
    const compiled = await compiledOf('export const greeting = "Hello";\n\n# {greeting}\n\nSome *text*.\n');
    const body = compiled.get(SOURCE)!.standalone!;
    expect(body.code).not.toContain('react/jsx-runtime');
    expect(body.code).not.toContain('\n  ');
    const chunk = standaloneSource(route(), body, { head: 'export{default}from"ENTRY";', runtimeUrl: 'ENTRY', sourceName: '../../../docs/page.mdx' });
    expect(chunk.code.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(chunk.code.split('\n')[1]).toBe('import{Fragment as _Fragment, jsx as _jsx, jsxs as _jsxs}from"ENTRY";export{default}from"ENTRY";export const data={"title":"Page"};');
    const map = JSON.parse(chunk.map) as { sources: string[]; mappings: string };
    expect(map.sources).toEqual(['../../../docs/page.mdx']);
    expect(map.mappings.startsWith(';;')).toBe(true);
    expect(map.mappings.startsWith(';;;')).toBe(false);
    const module = await evaluate(chunk.code);
    expect(module.data).toEqual({ title: 'Page' });
    expect(module.greeting).toBe('Hello');
    expect(JSON.stringify((module.Content as (p: unknown) => unknown)({}))).toContain('Hello');
  });

  it('ships the body of a document without authored script as compiled, with no map', async () => {
    // Comment expressions (a heading's `{/* #id */}` among them) run nothing: they count as none.
    const compiled = await compiledOf('# Hello {/* #greeting */}\n\nSome *text*, <Highlight color="red">marked</Highlight>.\n\n{/* A note for editors. */}\n');
    const doc = compiled.get(SOURCE)!;
    expect(doc.authoredScript).toBeUndefined();
    const body = doc.standalone!;
    expect(body.map).toBe('');
    expect(body.code).toContain('function MDXContent(');
    expect(body.code).toContain('\n  ');
    const chunk = standaloneSource(route(), body, { head: 'export{default}from"ENTRY";', runtimeUrl: 'ENTRY', sourceName: '../../../docs/page.mdx' });
    expect(chunk.map).toBe('');
    const module = await evaluate(chunk.code);
    expect(module.data).toEqual({ title: 'Page' });
    const tree = JSON.stringify((module.Content as (p: unknown) => unknown)({ components: { Highlight: 'mark' } }));
    expect(tree).toContain('"id":"greeting"');
    expect(tree).toContain('marked');
  });

  it('counts as authored script ESM, expressions that run and expression attributes, and what a site plugin may add', async () => {
    const authored = async (body: string) => (await compiledOf(body)).get(SOURCE)!.authoredScript === true;
    expect(await authored('export const a = 1;\n\nText.\n')).toBe(true);
    expect(await authored('Two and two make {2 + 2}.\n')).toBe(true);
    expect(await authored('{[1, 2].map((n) => <p key={n}>{n}</p>)}\n')).toBe(true);
    expect(await authored('<Tabs items={["a", "b"]}>Text.</Tabs>\n')).toBe(true);
    expect(await authored('<Tabs {...{ a: 1 }}>Text.</Tabs>\n')).toBe(true);
    expect(await authored('<Tabs groupId="os">Text {/* only a comment */}.</Tabs>\n')).toBe(false);
    // A comment over several lines is written into the module as it is, where a line of it may read as an export.
    expect(await authored('Text.\n\n{/*\nexport const hidden = 1;\n*/}\n')).toBe(true);
    // A plugin of the site could add script anywhere, after the check: its documents are checked whole.
    const siteDir = temporaryFolder('authored-script');
    writeFileSync(path.join(siteDir, 'docs.config.mjs'), "export default { title: 'Site', url: 'https://example.com', docs: { remarkPlugins: [() => () => undefined] } };\n");
    const options = { permalinks: {}, baseUrl: '/', contentPlugins: { siteDir, key: 'with-plugin' } };
    const withPlugin = await compileDocument({ source: path.join(siteDir, 'docs', 'page.mdx'), format: 'mdx', body: 'Text.\n', frontMatter: {}, section: 'docs' } as never, options);
    expect(withPlugin.diagnostics).toEqual([]);
    expect(withPlugin.authoredScript).toBe(true);
  });

  it('leaves to the bundler a document with imports, one exporting data or Content, a list of contents and a site component', async () => {
    expect(isStandalone(route(), await compiledOf("import Box from '@site/src/Box';\n\n<Box />\n"))).toBe(false);
    expect(isStandalone(route(), await compiledOf('export const data = 1;\n\nText.\n'))).toBe(false);
    expect(isStandalone(route(), await compiledOf('export function Content() {}\n\nText.\n'))).toBe(false);
    // JavaScript MDX lets through but no bundler accepts: the bundler reports it, at its line.
    expect(isStandalone(route(), await compiledOf('export const a = 1;\n\nexport const a = 2;\n'))).toBe(false);
    const plain = await compiledOf('Text.\n');
    expect(isStandalone(route({ contentSource: undefined, contentSources: [SOURCE] }), plain)).toBe(false);
    expect(isStandalone(route({ component: '/site/src/pages/index.tsx', contentSource: undefined }), plain)).toBe(false);
    // A route without content (a tag page) needs no bundler either.
    expect(isStandalone(route({ contentSource: undefined, component: '@theme/DocTagDocListPage' }), plain)).toBe(true);
  });
});

describe('writing the standalone chunks', () => {
  const app = { components: { [componentKey('@theme/DocRoute')]: { chunk: '/js/components/DocRoute-AAAA.js', imports: [], css: [] } } } as unknown as BundleResult;
  // Authored script: its body is minified, with a map.
  const write = async (outDir: string, previousDir?: string, body = 'export const a = 1;\n\n# Hello\n\nSome *text*.\n', sourceMaps = true) => {
    const result = await writeStandaloneChunks({ routes: [route()], compiled: await compiledOf(body), app, sourceMaps, siteDir: '/site', outDir, previousDir, baseUrl: '/' });
    const dir = path.join(outDir, JS_DIR, 'routes');
    return { result, dir, names: readdirSync(dir).sort() };
  };

  it('writes each chunk and its map when the last output has none, and links both from the last output when it has them', async () => {
    const first = await write(temporaryFolder('docs-chunks-'), path.join(temporaryFolder('docs-no-output-'), 'build'));
    expect(first.names).toEqual([expect.stringMatching(/^docs-page-\w+\.js$/), expect.stringMatching(/^docs-page-\w+\.js\.map$/)]);
    expect(first.result.files.map((f) => f.path)).toEqual([`/${JS_DIR}/routes/${first.names[0]}`]);
    expect(readFileSync(path.join(first.dir, first.names[0]!), 'utf8')).toContain(`//# sourceMappingURL=/${JS_DIR}/routes/${first.names[0]}.map`);

    const second = await write(temporaryFolder('docs-chunks-'), path.join(first.dir, '..', '..', '..'));
    expect(second.names).toEqual(first.names);
    for (const name of first.names) expect(statSync(path.join(second.dir, name)).ino).toBe(statSync(path.join(first.dir, name)).ino);
  });

  it('writes a chunk as compiled without a map, and links it alone from the last output', async () => {
    const plain = '# Hello\n\nSome *text*.\n';
    const first = await write(temporaryFolder('docs-chunks-'), undefined, plain);
    expect(first.names).toEqual([expect.stringMatching(/^docs-page-\w+\.js$/)]);
    expect(readFileSync(path.join(first.dir, first.names[0]!), 'utf8')).not.toContain('sourceMappingURL');
    const second = await write(temporaryFolder('docs-chunks-'), path.join(first.dir, '..', '..', '..'), plain);
    expect(second.names).toEqual(first.names);
    expect(statSync(path.join(second.dir, first.names[0]!)).ino).toBe(statSync(path.join(first.dir, first.names[0]!)).ino);
  });

  it('writes a minified chunk without its map or the comment naming it when the site writes no source maps', async () => {
    const withMap = await write(temporaryFolder('docs-chunks-'));
    const without = await write(temporaryFolder('docs-chunks-'), undefined, undefined, false);
    expect(without.names).toEqual([expect.stringMatching(/^docs-page-\w+\.js$/)]);
    const code = readFileSync(path.join(without.dir, without.names[0]!), 'utf8');
    expect(code).not.toContain('sourceMappingURL');
    // The same minified module, named by what it now holds.
    expect(code).toBe(readFileSync(path.join(withMap.dir, withMap.names[0]!), 'utf8').replace(/\/\/# sourceMappingURL=\S+\n$/, ''));
    expect(without.names[0]).not.toBe(withMap.names[0]);
  });

  it('writes a chunk whose map the last output lacks, leaving the last output’s chunk as it was', async () => {
    const first = await write(temporaryFolder('docs-chunks-'));
    const previous = temporaryFolder('docs-previous-');
    const [chunk] = first.names;
    const previousChunks = path.join(previous, JS_DIR, 'routes');
    mkdirSync(previousChunks, { recursive: true });
    writeFileSync(path.join(previousChunks, chunk!), 'the last build’s chunk');
    const second = await write(temporaryFolder('docs-chunks-'), previous);
    expect(second.names).toEqual(first.names);
    expect(statSync(path.join(second.dir, chunk!)).ino).not.toBe(statSync(path.join(previousChunks, chunk!)).ino);
    expect(readFileSync(path.join(second.dir, chunk!), 'utf8')).toBe(readFileSync(path.join(first.dir, chunk!), 'utf8'));
    expect(readFileSync(path.join(previousChunks, chunk!), 'utf8')).toBe('the last build’s chunk');
  });
});
