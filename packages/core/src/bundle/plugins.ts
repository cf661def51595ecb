import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { PartialMessage, Plugin } from 'esbuild';
import { codeOf } from '../compile/compiledCode.ts';
import type { CompiledDocument } from '../compile/types.ts';
import type { SourceDocument } from '../content/types.ts';
import { documentFormat } from '../content/documentFormat.ts';
import { readContentFile } from '../content/readContentFile.ts';
import type { CompileOptions } from '../compile/types.ts';
import { sourceOfExcerpt } from '../blog/excerpt.ts';
import { missingModuleError } from './bundleDiagnostics.ts';
import { packageSourceDir, resolveModuleFile } from './packagePaths.ts';
import { DOCUSAURUS_SPECIFIER, docusaurusModuleFile, unknownDocusaurusModuleHint } from './docusaurusModules.ts';
import { MDX_REACT_FILTER, mdxReactFile } from './mdxReact.ts';
import { resolveThemeImport } from './themeComponents.ts';
import { declaredSideEffects } from './declaredSideEffects.ts';
import { isInside } from '../util/insidePath.ts';

export interface AliasOptions {
  siteDir: string;
  /** The site's plugins' theme folders (see themeComponents.ts). */
  pluginThemeDirs?: readonly string[];
}

/**
 * `@theme/Name` resolves to the site's shadow in `src/theme/Name` when there is one, else to the
 * default theme (its own components, then the classic theme's names: see themeComponents.ts); `@theme-original/Name` always to the default theme; `@site/...` into the site;
 * `@docs/client[/...]` to the client runtime sources.
 */
export function aliasPlugin({ siteDir, pluginThemeDirs }: AliasOptions): Plugin {
  const themeDir = packageSourceDir('@docs/theme');
  const clientDir = packageSourceDir('@docs/client');
  const siteThemeDir = path.join(siteDir, 'src', 'theme');
  return {
    name: 'docs-aliases',
    setup(build) {
      // Worded for the reader, once per importing file (see bundleDiagnostics.ts).
      const notFound = (specifier: string, importer: string) => ({ errors: [missingModuleError(specifier, importer, siteDir)] });
      // Each name resolved once per pass: every component imports `@theme/...` and `@docusaurus/...`
      // names again, and each resolution probes a dozen paths (on the portal's first `docs dev`
      // bundles, 60 ms of file checks on the thread esbuild waits for). A rebuild checks again.
      const resolved = new Map<string, string | undefined>();
      build.onStart(() => resolved.clear());
      const once = (key: string, resolve: () => string | undefined) => {
        if (!resolved.has(key)) resolved.set(key, resolve());
        return resolved.get(key);
      };
      const shadowDirs = [siteThemeDir, ...(pluginThemeDirs ?? [])];
      build.onResolve({ filter: /^@theme(-original)?\// }, (args) => {
        const original = args.path.startsWith('@theme-original/');
        const name = args.path.slice(original ? '@theme-original/'.length : '@theme/'.length);
        // The importer counts only when it is a shadow: one importing its own name means the original.
        const key = shadowDirs.some((dir) => isInside(dir, args.importer)) ? `${args.path}\0${args.importer}` : args.path;
        const file = once(key, () => resolveThemeImport({ themeDir, siteThemeDir, pluginThemeDirs, name, original, importer: args.importer }));
        return file ? { path: file, ...declaredSideEffects(file) } : notFound(args.path, args.importer);
      });
      build.onResolve({ filter: /^@generated\// }, (args) => {
        const file = path.join(siteDir, '.docs', 'generated', args.path.slice('@generated/'.length));
        return existsSync(file) ? { path: file, ...declaredSideEffects(file) } : notFound(args.path, args.importer);
      });
      build.onResolve({ filter: /^@site\// }, (args) => {
        const target = path.join(siteDir, args.path.slice('@site/'.length));
        const file = resolveModuleFile(target) ?? (statSync(target, { throwIfNoEntry: false })?.isFile() ? target : undefined);
        // Reported here, per importing file: left to the loader, a missing file is reported once in all.
        return file ? { path: file, ...declaredSideEffects(file) } : notFound(args.path, args.importer);
      });
      // `@docusaurus/Name`: Docusaurus's client modules on this app's runtime (see docusaurusModules.ts).
      build.onResolve({ filter: DOCUSAURUS_SPECIFIER }, (args) => {
        const file = once(args.path, () => docusaurusModuleFile(themeDir, args.path));
        if (file) return { path: file, ...declaredSideEffects(file) };
        const error = missingModuleError(args.path, args.importer, siteDir);
        const text = `Cannot find "${args.path}": docs has no Docusaurus module of that name.`;
        return { errors: [{ ...error, text, notes: [{ text: unknownDocusaurusModuleHint(themeDir, args.path) }] }] };
      });
      const mdxReact = mdxReactFile(siteDir);
      build.onResolve({ filter: MDX_REACT_FILTER }, () => ({ path: mdxReact, ...declaredSideEffects(mdxReact) }));
      build.onResolve({ filter: /^@docs\/client(\/.*)?$/ }, (args) => {
        const sub = args.path.slice('@docs/client'.length).replace(/^\//, '') || 'index';
        const file = once(args.path, () => resolveModuleFile(path.join(clientDir, sub)));
        // As its package.json says: a module of the runtime nothing uses (the route pattern
        // matcher, on most pages) is left out.
        return file ? { path: file, ...declaredSideEffects(file) } : notFound(args.path, args.importer);
      });
    },
  };
}

/** Compiles a Markdown/MDX module the compile stage did not (see contentPlugin). */
export type CompileImported = (doc: SourceDocument) => Promise<CompiledDocument>;

/**
 * Compiles under way, per map of compiled documents: the passes that share a map (the browser and
 * server bundles run side by side) compile a module once, not once each.
 */
const compiling = new WeakMap<Map<string, CompiledDocument>, Map<string, Promise<CompiledDocument | { errors: PartialMessage[] }>>>();

/**
 * Serve Markdown/MDX modules from the compile stage's results (documents and the partials they
 * import); one the stage did not compile (imported by a React page, or not cached at a lazy
 * start of `docs dev`) is compiled here on first import, by `compile` when given (`docs dev`'s
 * compile thread, where the compiler and the highlighter's grammars are already loaded), else in
 * this process.
 */
export function contentPlugin(compiled: Map<string, CompiledDocument>, options: CompileOptions, compile?: CompileImported): Plugin {
  const inFlight = compiling.get(compiled) ?? new Map<string, Promise<CompiledDocument | { errors: PartialMessage[] }>>();
  compiling.set(compiled, inFlight);
  const compileNow = async (file: string): Promise<CompiledDocument | { errors: PartialMessage[] }> => {
    const fm = await readContentFile(file, 'page');
    const failure = fm.diagnostics.find((d) => d.severity === 'error');
    if (failure) return { errors: [{ text: failure.message, location: { file, line: failure.line ?? 1, column: (failure.column ?? 1) - 1 } }] };
    const doc: SourceDocument = { source: file, format: documentFormat(file, fm.data, options.markdown?.format ?? 'mdx'), body: fm.body, frontMatter: fm.data };
    if (compile) return compile(doc);
    // Loaded on demand: most builds import no Markdown from code, and the compiler is heavy.
    const { compileDocument } = await import('../compile/compileDocument.ts');
    return compileDocument(doc, options);
  };
  return {
    name: 'docs-content',
    setup(build) {
      // A post's excerpt: compiled ahead by the compile stage, never read from disk.
      build.onResolve({ filter: /\.mdx?\?excerpt$/ }, (args) => ({ path: path.resolve(args.resolveDir, args.path), namespace: 'docs-excerpt' }));
      build.onLoad({ filter: /.*/, namespace: 'docs-excerpt' }, (args) => {
        const doc = compiled.get(args.path);
        if (!doc) return { errors: [{ text: `The excerpt of ${sourceOfExcerpt(args.path)} was not compiled.` }] };
        return { contents: codeOf(doc), loader: 'js', resolveDir: path.dirname(sourceOfExcerpt(args.path)) };
      });
      build.onLoad({ filter: /\.mdx?$/ }, async (args) => {
        let doc = compiled.get(args.path);
        if (!doc) {
          let pending = inFlight.get(args.path);
          if (!pending) {
            pending = compileNow(args.path).finally(() => inFlight.delete(args.path));
            inFlight.set(args.path, pending);
          }
          const result = await pending;
          if ('errors' in result) return result;
          doc = compiled.get(args.path) ?? result;
          compiled.set(args.path, doc);
        }
        const error = doc.diagnostics.find((d) => d.severity === 'error');
        if (error) return { errors: [{ text: error.message, location: { file: args.path, line: error.line ?? 1, column: (error.column ?? 1) - 1 } }] };
        return { contents: codeOf(doc), loader: 'js', resolveDir: path.dirname(args.path) };
      });
    },
  };
}

/**
 * Aliases a site's plugins set (webpack's `resolve.alias`): an import of the name, or of a path
 * below it, is resolved as an import of the target, from the importing file.
 */
export function pluginAliasPlugin(alias: Record<string, string>): Plugin {
  const names = Object.keys(alias).sort((a, b) => b.length - a.length);
  const escaped = names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return {
    name: 'docs-plugin-aliases',
    setup(build) {
      if (!names.length) return;
      build.onResolve({ filter: new RegExp(`^(?:${escaped.join('|')})(?:/|$)`) }, async (args) => {
        if (args.pluginData === 'docs-plugin-alias') return undefined;
        const name = names.find((n) => args.path === n || args.path.startsWith(`${n}/`))!;
        const target = alias[name]! + args.path.slice(name.length);
        const resolved = await build.resolve(target, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: 'docs-plugin-alias' });
        return resolved.errors.length ? { errors: resolved.errors } : { path: resolved.path, external: resolved.external, namespace: resolved.namespace, sideEffects: resolved.sideEffects };
      });
    },
  };
}
