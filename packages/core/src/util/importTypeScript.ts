import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire, isBuiltin } from 'node:module';
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
    plugins: [
      {
        name: 'docs-core-config',
        setup(b) {
          b.onResolve({ filter: /^@docs\/core\/config$/ }, () => ({ path: defineConfigSource() }));
          b.onResolve({ filter: /^[^./]/ }, (args) => packageFromTool(args.path, args.resolveDir));
        },
      },
    ],
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

/**
 * A package the site cannot resolve itself (a site in a temporary folder, a benchmark corpus) is
 * taken from the tool's own installation, as the bundles do; one the site has stays its own.
 */
function packageFromTool(specifier: string, resolveDir: string): esbuild.OnResolveResult | undefined {
  if (specifier.startsWith('node:') || isBuiltin(specifier)) return undefined;
  try {
    createRequire(path.join(resolveDir, 'noop.js')).resolve(specifier);
    return undefined;
  } catch (error) {
    // Found, but only for `import` (an ESM-only package): the site has it.
    if ((error as { code?: string }).code === 'ERR_PACKAGE_PATH_NOT_EXPORTED') return undefined;
    try {
      return { path: fileURLToPath(import.meta.resolve(specifier)), external: true };
    } catch {
      return undefined;
    }
  }
}

function defineConfigSource(): string {
  const pkg = createRequire(import.meta.url).resolve('@docs/core/package.json');
  return path.join(path.dirname(pkg), 'src', 'config', 'defineConfig.ts');
}
