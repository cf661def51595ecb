import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import * as esbuild from 'esbuild';
import { hashOf } from './hash.ts';

/**
 * Import a TypeScript module (the config, the sidebars) by bundling it with esbuild into the
 * site's cache folder: packages stay external so they resolve from the site as usual.
 */
export async function importTypeScript<T>(file: string, siteDir: string): Promise<T> {
  const result = await esbuild.build({
    entryPoints: [file],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    // Bundled in, not resolved at run time: a site anywhere on disk can use `defineConfig`.
    plugins: [{ name: 'docs-core-config', setup: (b) => b.onResolve({ filter: /^@docs\/core\/config$/ }, () => ({ path: defineConfigSource() })) }],
    write: false,
    logLevel: 'silent',
    target: 'node20',
  });
  const outDir = path.join(siteDir, '.docs', 'modules');
  await mkdir(outDir, { recursive: true });
  const text = result.outputFiles[0]!.text;
  // Named by content: an unchanged file maps to the module Node already has in its cache.
  const outFile = path.join(outDir, `${path.basename(file).replace(/\.\w+$/, '')}-${hashOf(text)}.mjs`);
  await writeFile(outFile, text);
  return (await import(pathToFileURL(outFile).href)) as T;
}

function defineConfigSource(): string {
  const pkg = createRequire(import.meta.url).resolve('@docs/core/package.json');
  return path.join(path.dirname(pkg), 'src', 'config', 'defineConfig.ts');
}
