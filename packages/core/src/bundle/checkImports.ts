import path from 'node:path';
import * as esbuild from 'esbuild';
import fg from 'fast-glob';
import { isExcerptId } from '../blog/excerpt.ts';
import type { CompiledDocument, CompileOptions } from '../compile/types.ts';
import type { SourceDocument } from '../content/types.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { ASSET_LOADERS, sitePlugins } from './bundle.ts';
import { bundleDiagnostics, MODULE_NOT_FOUND } from './bundleDiagnostics.ts';
import { esmImports } from './esmImports.ts';
import { toolNodeModules } from './packagePaths.ts';

export interface CheckImportsOptions {
  siteDir: string;
  /** Every document the compile stage was given. */
  documents: SourceDocument[];
  compiled: Map<string, CompiledDocument>;
  compileOptions: CompileOptions;
  /** The site's pages written as components (`src/pages/*.tsx`). */
  pageComponents: string[];
}

/**
 * Written by the bundle stage, which has not run yet: taken as present here, and checked there.
 */
function generatedModulesPlugin(): esbuild.Plugin {
  return {
    name: 'docs-check-generated',
    setup(build) {
      build.onResolve({ filter: /^@generated\// }, (args) => ({ path: args.path, external: true }));
    },
  };
}

const ASKED_BY_CHECK = Symbol('asked by the package check');

/**
 * Packages are looked up but not read: whether the site's own files import something installed is
 * what matters here, and reading React and the rest through would triple the time of the check.
 */
function packagesLookedUpOnly(): esbuild.Plugin {
  return {
    name: 'docs-check-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === ASKED_BY_CHECK || path.isAbsolute(args.path)) return undefined;
        const found = await build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: ASKED_BY_CHECK });
        if (found.errors.length) return { errors: found.errors };
        // A module of the site or the theme (an alias) is read, to check its own imports.
        return found.path.includes(`${path.sep}node_modules${path.sep}`) ? { path: found.path, external: true } : { path: found.path, namespace: found.namespace, pluginData: found.pluginData };
      });
    },
  };
}

/**
 * The imports of the whole site, checked without building it: what a build that stopped at an
 * earlier stage (a document that does not compile) would only find in the next round. Every
 * document is read from its compiled module, or from its own `import` lines when it failed to
 * compile, along with the pages and the site's theme components. Returns the missing modules
 * (and any other error in a file the compile stage did not already report on).
 */
export async function checkImports(o: CheckImportsOptions): Promise<Diagnostic[]> {
  const modules = new Map<string, CompiledDocument>();
  const failed = new Set<string>();
  for (const doc of o.documents) {
    if (isExcerptId(doc.source)) continue;
    const compiled = o.compiled.get(doc.source);
    if (!compiled) continue;
    if (!compiled.diagnostics.some((d) => d.severity === 'error')) {
      modules.set(doc.source, compiled);
      continue;
    }
    failed.add(doc.source);
    const code = doc.format === 'mdx' ? esmImports(doc.body) : '';
    modules.set(doc.source, { ...compiled, code, diagnostics: [] });
  }
  const themeFiles = await fg('src/theme/**/*.{js,jsx,ts,tsx}', { cwd: o.siteDir, absolute: true, ignore: ['**/*.d.ts', '**/*.test.*', '**/__tests__/**', '**/node_modules/**'] });
  const entryPoints = [...new Set([...modules.keys(), ...o.pageComponents, ...themeFiles.map((f) => path.resolve(f))])];
  if (!entryPoints.length) return [];
  try {
    await esbuild.build({
      entryPoints,
      bundle: true,
      write: false,
      // Never written: esbuild wants a folder to lay the outputs of many entry points out in.
      outdir: path.join(o.siteDir, '.docs', 'import-check'),
      format: 'esm',
      platform: 'browser',
      jsx: 'automatic',
      loader: ASSET_LOADERS,
      nodePaths: [toolNodeModules()],
      logLevel: 'silent',
      // The build's plugins behind the check's own: a package is looked up through them (React as
      // the build maps it, say), and a site module read with them as the build reads it.
      plugins: [generatedModulesPlugin(), packagesLookedUpOnly(), ...sitePlugins({ siteDir: o.siteDir, compiled: modules, compileOptions: o.compileOptions }, { emit: false })],
    });
    return [];
  } catch (error) {
    const errors = (error as Partial<esbuild.BuildFailure>).errors;
    if (!errors) throw error;
    // The import lines of a document that failed to compile may not parse either: its
    // compile error already says why.
    return bundleDiagnostics(errors, { siteDir: o.siteDir }).filter((d) => d.code === MODULE_NOT_FOUND || !d.file || !failed.has(d.file));
  }
}
