import { readFileSync } from 'node:fs';
import Module, { SourceMap } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { hashOf } from './hash.ts';
import { moduleFormatOf } from './moduleFormat.ts';
import { allowFallbackResolution, type ResolveMissing } from './resolveFallback.ts';

export interface EvaluateOptions {
  /**
   * A stand-in path for a package neither the site nor the tool has installed, for a file that
   * only names it (`require.resolve('@docusaurus/preset-classic')` in a config).
   */
  resolveMissing?: ResolveMissing;
  /** Every export (the namespace, or `module.exports` as it is) rather than the default one: a plugin module's `validateOptions` is a named export. */
  allExports?: boolean;
}

/**
 * Evaluate a site's JavaScript or TypeScript module (a `docusaurus.config.*`, a `sidebars.js`) in
 * place, with Node's module semantics, and return what it exports: its default export, or
 * `module.exports`. `require`, `require.resolve`, `__dirname`, `__filename` and `import.meta.url`
 * all name the file's real location. Like Docusaurus's own loader it accepts both module systems
 * whichever the package's `"type"` says: ESM syntax (and TypeScript) in a CommonJS location is
 * transpiled to CommonJS, and CommonJS in an ESM location is evaluated as CommonJS.
 */
export async function evaluateModule(file: string, options: EvaluateOptions = {}): Promise<unknown> {
  const source = readFileSync(file, 'utf8');
  allowFallbackResolution(path.dirname(file), options.resolveMissing);
  if (moduleFormatOf(file) === 'module' && !isTypeScript(file)) {
    try {
      // The query makes an edited file a new module in Node's cache (dev reloads); import.meta.url keeps the real path.
      const namespace = (await import(`${pathToFileURL(file).href}?v=${hashOf(source)}`)) as { default?: unknown };
      return options.allExports ? namespace : namespace.default;
    } catch (error) {
      if (!needsDocusaurusLoader(error)) throw error;
    }
  }
  // Transpiled by esbuild's service, which the build starts anyway: its synchronous API (needed
  // only for what the file requires in turn) starts a thread and a process of its own, 50 ms the
  // main thread waits for on the portal's sidebars at the start of `docs dev`.
  const code = transpiled(file, await esbuild.transform(source, transformOptions(file)));
  installRequireHooks();
  await transpileRequiredAhead(file, code);
  return evaluateAsCommonJs(file, code, options.allExports);
}

/** `require("./...")` as esbuild writes it in CommonJS output: a local module the file requires. */
const LOCAL_REQUIRE = /\brequire\("(\.{1,2}\/[^"]*)"\)/g;

/**
 * The local modules `code` (the file, transpiled) requires that the require hooks would transpile,
 * and theirs in turn, transpiled now by esbuild's service: the hooks then take them from here (see
 * takeTranspiled). A require the pattern misses, or one written as an expression, is transpiled
 * by the hook itself, synchronously.
 */
async function transpileRequiredAhead(file: string, code: string, seen = new Set<string>([file])): Promise<void> {
  const parent = new NodeModuleClass(file);
  parent.filename = file;
  parent.paths = NodeModuleClass._nodeModulePaths(path.dirname(file));
  for (const [, request] of code.matchAll(LOCAL_REQUIRE)) {
    let target: string;
    try {
      target = NodeModuleClass._resolveFilename(request!, parent);
    } catch {
      continue;
    }
    if (seen.has(target)) continue;
    seen.add(target);
    let source: string;
    let result: string;
    try {
      source = readFileSync(target, 'utf8');
      if (!isTypeScript(target) && !isLocalEsmInCommonJs(target, () => source)) continue;
      result = transpiled(target, await esbuild.transform(source, transformOptions(target)));
    } catch {
      // Reported, as before, by the hook if the file is required when the module runs.
      continue;
    }
    transpiledAhead.set(target, { source, code: result });
    await transpileRequiredAhead(target, result, seen);
  }
}

/** Transpiled ahead (see transpileRequiredAhead), by file, with the source it was made from. */
const transpiledAhead = new Map<string, { source: string; code: string }>();

/** The file's code transpiled ahead from this very source (taken once), else transpiled now. */
function takeTranspiled(file: string, source: string): string {
  const ahead = transpiledAhead.get(file);
  transpiledAhead.delete(file);
  return ahead?.source === source ? ahead.code : toCommonJs(file, source);
}

/**
 * A `.js` file the require hooks transpile although Node would load it: one of the site's own (not
 * a package's), in a CommonJS location, written with `import`/`export`. `source` is read only if
 * the rest holds.
 */
function isLocalEsmInCommonJs(file: string, source: () => string): boolean {
  return /\.js$/.test(file) && !/[\\/]node_modules[\\/]/.test(file) && moduleFormatOf(file) === 'commonjs' && ESM_SYNTAX.test(source());
}

const isTypeScript = (file: string) => /\.[cm]?tsx?$/.test(file);

/**
 * Node's complaints about an ESM file that Docusaurus's loader takes: CommonJS variables in it,
 * an import of a `.ts` or JSON file, or of a local file without its extension.
 */
function needsDocusaurusLoader(error: unknown): boolean {
  if (error instanceof ReferenceError) return /\b(?:module|exports|require|__dirname|__filename) is not defined in ES module scope/.test(error.message);
  const { code, message = '' } = error as { code?: string; message?: string };
  if (code === 'ERR_UNKNOWN_FILE_EXTENSION' || code === 'ERR_IMPORT_ATTRIBUTE_MISSING' || code === 'ERR_IMPORT_ASSERTION_TYPE_MISSING' || code === 'ERR_UNSUPPORTED_DIR_IMPORT') return true;
  return code === 'ERR_MODULE_NOT_FOUND' && /Cannot find module '[^']*[\\/][^'\\/.]*'/.test(message);
}

interface NodeModule {
  filename: string;
  paths: string[];
  exports: unknown;
  loaded: boolean;
  _compile(code: string, filename: string): void;
}

interface ModuleInternals {
  new (id: string, parent?: unknown): NodeModule;
  _resolveFilename(request: string, parent: NodeModule): string;
  _nodeModulePaths(dir: string): string[];
  _extensions: Record<string, (module: NodeModule, filename: string) => void>;
  _cache: Record<string, unknown>;
}

const NodeModuleClass = Module as unknown as ModuleInternals;

/** Source maps of the files evaluated here, by file, so a thrown error can name the line the author wrote. */
const sourceMaps = new Map<string, SourceMap>();

/** Evaluate `code`, the file transpiled to CommonJS (see toCommonJs), as the file. */
function evaluateAsCommonJs(file: string, code: string, allExports = false): unknown {
  installRequireHooks();
  const mod = new NodeModuleClass(file);
  mod.filename = file;
  mod.paths = NodeModuleClass._nodeModulePaths(path.dirname(file));
  const cached = new Set(Object.keys(NodeModuleClass._cache));
  try {
    mod._compile(code, file);
  } finally {
    // The site's own files it required are read afresh next time (dev reloads an edited sidebar
    // part); packages stay cached, as Node keeps them.
    for (const key of Object.keys(NodeModuleClass._cache)) if (!cached.has(key) && !/[\\/]node_modules[\\/]/.test(key)) delete NodeModuleClass._cache[key];
  }
  mod.loaded = true;
  const exported = mod.exports as { __esModule?: boolean; default?: unknown } | undefined;
  return exported && exported.__esModule && !allExports ? exported.default : exported;
}

/**
 * The file as CommonJS, with `import.meta` replaced by the file's real location (esbuild would
 * otherwise leave an empty object in CommonJS output). An esbuild error (a syntax error, a
 * top-level `await`) is thrown as esbuild reports it, with the file's line and column.
 */
function toCommonJs(file: string, source: string): string {
  return transpiled(file, esbuild.transformSync(source, transformOptions(file)));
}

function transformOptions(file: string): esbuild.TransformOptions {
  const url = pathToFileURL(file).href;
  return {
    loader: /\.[cm]?tsx$/.test(file) ? 'tsx' : isTypeScript(file) ? 'ts' : /\.jsx$/.test(file) ? 'jsx' : 'js',
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    sourcefile: file,
    sourcemap: 'external',
    logLevel: 'silent',
    define: {
      'import.meta.url': JSON.stringify(url),
      'import.meta.dirname': JSON.stringify(path.dirname(file)),
      'import.meta.filename': JSON.stringify(file),
    },
  };
}

/** The transpiled code, its source map kept to locate errors. */
function transpiled(file: string, result: esbuild.TransformResult): string {
  sourceMaps.set(file, new SourceMap(JSON.parse(result.map) as ConstructorParameters<typeof SourceMap>[0]));
  return result.code;
}

/**
 * The position in `file` where `error` was thrown, from the esbuild error or the stack: the
 * line and column the author wrote, also for a file evaluated here from its transpiled form.
 */
export function errorPositionIn(error: unknown, file: string): { line: number; column: number } | undefined {
  const located = (error as { errors?: { location?: { file: string; line: number; column: number } | null }[] }).errors?.[0]?.location;
  if (located) return { line: located.line, column: located.column + 1 };
  const stack = (error as Error | undefined)?.stack ?? '';
  const escaped = [file, pathToFileURL(file).href].map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  const m = new RegExp(`(?:${escaped})(?:\\?[^:\\s)]*)?:(\\d+)(?::(\\d+))?`).exec(stack);
  if (!m) return undefined;
  const line = Number(m[1]);
  const column = m[2] ? Number(m[2]) : 1;
  const map = sourceMaps.get(file);
  if (!map) return { line, column };
  const entry = map.findEntry(line - 1, column - 1) as { originalLine?: number; originalColumn?: number };
  return entry.originalLine === undefined ? { line, column } : { line: entry.originalLine + 1, column: (entry.originalColumn ?? 0) + 1 };
}

let hooksInstalled = false;

/**
 * Files a transpiled module requires in turn get the same treatment, as under Docusaurus: a local
 * `.ts` file is transpiled, and a local `.js` file written with `import`/`export` in a CommonJS
 * package is too. Packages in node_modules load exactly as Node loads them.
 */
function installRequireHooks(): void {
  if (hooksInstalled) return;
  hooksInstalled = true;
  const extensions = NodeModuleClass._extensions;
  const compileTranspiled = (mod: NodeModule, filename: string) => mod._compile(takeTranspiled(filename, readFileSync(filename, 'utf8')), filename);
  // The extensions isTypeScript names.
  for (const ext of ['.ts', '.cts', '.mts', '.tsx']) if (!extensions[ext]) extensions[ext] = compileTranspiled;
  const loadJs = extensions['.js']!;
  extensions['.js'] = (mod, filename) => {
    let source: string | undefined;
    const read = () => (source ??= readFileSync(filename, 'utf8'));
    return isLocalEsmInCommonJs(filename, read) ? mod._compile(takeTranspiled(filename, read()), filename) : loadJs(mod, filename);
  };
}

const ESM_SYNTAX = /^\s*(?:import\s*[\w{*'"]|export\s+(?:default\b|const\b|let\b|var\b|function\b|async\b|class\b|\{|\*))/m;
