// Compile one Markdown/MDX file once, in this process, and print the wall and CPU time it took:
// with --plain, with plain @mdx-js/mdx compile() and remark-gfm (the floor any MDX site pays);
// without, with our compileDocument (bundled from packages/core/src, as parsers.mjs does) and the
// standalone body's minification, as a compile worker does. Run it under `/usr/bin/time -v` for
// the peak memory.
//
//   node scripts/bench/compileFile.mjs [--plain] <file.md|file.mdx>
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { compile } from '@mdx-js/mdx';
import * as esbuild from 'esbuild';
import remarkGfm from 'remark-gfm';

const root = path.join(path.dirname(new URL(import.meta.url).pathname), '..', '..');

/** Modules of packages/core/src bundled into one file (packages stay external), and imported. */
async function loadFromSource(entry) {
  // Inside the repository, where the packages it leaves external resolve.
  const outDir = path.join(root, '.bench', 'tools');
  mkdirSync(outDir, { recursive: true });
  const outfile = path.join(outDir, 'compileFile.mjs');
  await esbuild.build({ stdin: { contents: entry, resolveDir: path.join(root, 'packages', 'core', 'src', 'compile'), loader: 'ts' }, outfile, bundle: true, format: 'esm', platform: 'node', target: 'node20', packages: 'external', logLevel: 'silent' });
  return import(pathToFileURL(outfile).href);
}

const { values, positionals } = parseArgs({ options: { plain: { type: 'boolean', default: false } }, allowPositionals: true });
const file = positionals[0];
if (!file) throw new Error('Usage: node scripts/bench/compileFile.mjs [--plain] <file.md|file.mdx>');
const source = path.resolve(file);
const body = readFileSync(source, 'utf8');
const format = source.endsWith('.mdx') ? 'mdx' : 'md';

const run = values.plain
  ? async () => String((await compile({ path: source, value: body }, { format, remarkPlugins: [remarkGfm] })).value).length
  : await (async () => {
      const { compileDocument, withStandaloneBody, THEME_REPLACED_ELEMENTS } = await loadFromSource(
        `export { compileDocument } from './compileDocument.ts'; export { withStandaloneBody } from './standaloneContent.ts'; export { THEME_REPLACED_ELEMENTS } from './replacedElements.ts';`,
      );
      // As the build compiles for a site with the theme's MDX components.
      const options = { permalinks: { [source]: '/docs/page' }, baseUrl: '/', replacedElements: [...THEME_REPLACED_ELEMENTS] };
      return async () => {
        const compiled = await withStandaloneBody(await compileDocument({ source, format, body, frontMatter: {} }, options));
        const errors = compiled.diagnostics.filter((d) => d.severity === 'error');
        if (errors.length) throw new Error(errors.map((d) => d.message).join('\n'));
        return compiled.code.length;
      };
    })();

const cpu = process.cpuUsage();
const started = performance.now();
const codeLength = await run();
const { user, system } = process.cpuUsage(cpu);
console.log(`${values.plain ? 'plain @mdx-js/mdx' : 'compileDocument'} ${path.basename(source)} (${body.length} chars): wall ${Math.round(performance.now() - started)} ms, cpu ${Math.round((user + system) / 1000)} ms, module ${codeLength} chars`);
await esbuild.stop();
