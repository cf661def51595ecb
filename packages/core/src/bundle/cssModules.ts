import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PartialMessage, Plugin } from 'esbuild';
import { sassCompiler } from './sassPlugin.ts';
import { contentCache } from './contentCache.ts';
import { isInside } from '../util/insidePath.ts';
import { BROWSER_TARGET } from '../compile/standaloneContent.ts';

type LightningCss = typeof import('lightningcss');

export interface CssModulesOptions {
  siteDir: string;
  /** False for server builds: they need the class names a module exports, not its styles. */
  emit: boolean;
  /** Receives every file a `.module.scss` pulled in, for the bundle cache to fingerprint. */
  onLoaded?: (files: string[]) => void;
}

/** A CSS module turned into global CSS with its own class names, and the names it exports. */
export interface CompiledCssModule {
  css: string;
  /** Each local name: its class name and the names it composes (`from` other modules by specifier). */
  exports: Record<string, { name: string; composes: { name: string; from?: string }[] }>;
}

/** The browsers the bundles target, as Lightning CSS counts versions (major << 16): it writes no syntax newer than they read. */
const TARGETS = Object.fromEntries(
  BROWSER_TARGET.flatMap((t) => {
    const m = /^(chrome|firefox|safari|edge|opera|ios|android|samsung)(\d+)$/.exec(t);
    return m ? [[m[1]!, Number(m[2]) << 16]] : [];
  }),
);

const STYLES_SUFFIX = '?docs-css-module-styles';

let lightning: LightningCss | undefined;

/**
 * The name a module's file goes by in its class names' hash: its path inside the site, or inside
 * its package for one from `node_modules` or from outside the site (the theme's, say), so the names
 * are the same wherever the site and the tool are.
 */
export function cssModuleKey(file: string, siteDir: string): string {
  const parts = file.split(path.sep);
  const packages = parts.lastIndexOf('node_modules');
  if (packages >= 0) return parts.slice(packages + 1).join('/');
  if (isInside(siteDir, file)) return path.relative(siteDir, file).split(path.sep).join('/');
  for (let dir = path.dirname(file); path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const name = (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name ?? path.basename(dir);
      return `${name}/${path.relative(dir, file).split(path.sep).join('/')}`;
    }
  }
  return path.basename(file);
}

/** Compile one CSS module: local names become `local_hash`, the hash of its key (the scheme Docusaurus's production builds use). */
export async function compileCssModule(file: string, code: string, siteDir: string): Promise<CompiledCssModule> {
  lightning ??= await import('lightningcss');
  const result = lightning.transform({
    filename: cssModuleKey(file, siteDir),
    code: Buffer.from(code),
    cssModules: { pattern: '[local]_[hash]' },
    targets: TARGETS,
  });
  const exports: CompiledCssModule['exports'] = {};
  for (const [local, entry] of Object.entries(result.exports ?? {}).sort(([a], [b]) => (a < b ? -1 : 1))) {
    exports[local] = { name: entry.name, composes: entry.composes.map((c) => (c.type === 'dependency' ? { name: c.name, from: c.specifier } : { name: c.name })) };
  }
  return { css: result.code.toString(), exports };
}

/** The JavaScript module a CSS module is imported as: its class names (the default export, and each as a named export where the name allows). */
export function cssModuleScript(compiled: CompiledCssModule, stylesImport: string | undefined): string {
  const lines: string[] = [];
  if (stylesImport) lines.push(`import ${JSON.stringify(stylesImport)};`);
  const dependencies = [...new Set(Object.values(compiled.exports).flatMap((e) => e.composes.flatMap((c) => (c.from ? [c.from] : []))))];
  dependencies.forEach((from, i) => lines.push(`import __dep${i} from ${JSON.stringify(from)};`));
  const value = ({ name, composes }: CompiledCssModule['exports'][string]) =>
    [JSON.stringify(name), ...composes.map((c) => (c.from ? `__dep${dependencies.indexOf(c.from)}[${JSON.stringify(c.name)}]` : JSON.stringify(c.name)))].join(' + " " + ');
  const entries = Object.entries(compiled.exports);
  lines.push(`const classes = {\n${entries.map(([local, entry]) => `  ${JSON.stringify(local)}: ${value(entry)},`).join('\n')}\n};`);
  lines.push('export default classes;');
  for (const [local] of entries) if (/^[A-Za-z_$][\w$]*$/.test(local) && local !== 'default') lines.push(`export const ${local} = classes[${JSON.stringify(local)}];`);
  return lines.join('\n') + '\n';
}

/** Lightning CSS's error as esbuild's, at its line in the module. */
function located(error: unknown, file: string): PartialMessage {
  const e = error as { message?: string; loc?: { line: number; column: number } };
  return { text: `${e.message ?? String(error)} (in a CSS module)`, location: e.loc ? { file, line: e.loc.line, column: Math.max(0, e.loc.column - 1) } : { file } };
}

/**
 * `*.module.css` (and `*.module.scss`) with one set of class names in every bundle: the server's HTML and the browser's
 * stylesheet must agree, and esbuild's own CSS modules name classes per bundle (long names in the
 * server's, short ones in the minified browser's). Here each module is compiled once per content,
 * to global CSS whose names depend only on its path in the site, and imported as a script that
 * exports them; the browser build also imports the CSS, which esbuild then bundles as any other.
 */
export function cssModulesPlugin({ siteDir, emit, onLoaded }: CssModulesOptions): Plugin {
  const cache = contentCache<CompiledCssModule>();
  const sass = sassCompiler(siteDir);
  /** The module compiled, from its CSS (a `.module.scss` compiled by Sass first). */
  const compiled = async (file: string): Promise<CompiledCssModule | { errors: PartialMessage[] }> => {
    let code: string;
    if (file.endsWith('.scss')) {
      const result = await sass(file);
      if ('errors' in result) return result;
      onLoaded?.(result.files);
      code = result.css;
    } else {
      code = await readFile(file, 'utf8');
    }
    try {
      return await cache(file, code, () => compileCssModule(file, code, siteDir));
    } catch (error) {
      return { errors: [located(error, file)] };
    }
  };
  return {
    name: 'docs-css-modules',
    setup(build) {
      // The styles are the module's own file with a suffix, so source maps name the real file; the
      // script imports them by a relative path, as its text goes into source maps too.
      build.onResolve({ filter: /\.module\.s?css\?docs-css-module-styles$/ }, (args) => ({ path: path.resolve(args.resolveDir, args.path.slice(0, -STYLES_SUFFIX.length)), suffix: STYLES_SUFFIX }));
      build.onLoad({ filter: /\.module\.s?css$/ }, async (args) => {
        const result = await compiled(args.path);
        if ('errors' in result) return result;
        // Its url()s resolve against the module's own folder, as they were written.
        if (args.suffix === STYLES_SUFFIX) return { contents: result.css, loader: 'css', resolveDir: path.dirname(args.path) };
        return { contents: cssModuleScript(result, emit ? `./${path.basename(args.path)}${STYLES_SUFFIX}` : undefined), loader: 'js', resolveDir: path.dirname(args.path) };
      });
    },
  };
}
