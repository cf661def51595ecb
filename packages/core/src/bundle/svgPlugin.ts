import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import type { SvgComponentResult } from './svgComponent.ts';
import { contentCache } from './contentCache.ts';

export interface SvgPluginOptions {
  siteDir: string;
}

/** Marks an SVG imported from code, so the same file named by a stylesheet's url() stays a file. */
const COMPONENT_SUFFIX = '?docs-svg-component';

/** The import kinds of code; a stylesheet's url() and @import are not among them. */
const CODE_IMPORTS = new Set(['import-statement', 'require-call', 'dynamic-import']);

/** `tides.svg` as `SvgTides`: the component's name in React's developer tools and error messages. */
const componentName = (file: string) =>
  'Svg' + path.basename(file, '.svg').replace(/(^|[^A-Za-z0-9]+)([A-Za-z0-9])/g, (_m, _s, c: string) => c.toUpperCase()).replace(/^[0-9]/, '_$&');

/** A package's SVG (`some-icons/anchor.svg`) as Node finds it from the importing folder; undefined when it does not. */
function packageFile(specifier: string, fromDir: string): string | undefined {
  try {
    return createRequire(path.join(fromDir, 'noop.js')).resolve(specifier);
  } catch {
    return undefined;
  }
}

/**
 * An SVG imported from code (`import Logo from './logo.svg'`, `require('@site/static/img/x.svg').default`)
 * is a React component rendering it inline, as Docusaurus's SVGR loader makes it; named by a
 * stylesheet it stays a file. Each file is turned into code once per content.
 */
export function svgPlugin({ siteDir }: SvgPluginOptions): Plugin {
  const cache = contentCache<SvgComponentResult>();
  return {
    name: 'docs-svg',
    setup(build) {
      build.onResolve({ filter: /\.svg$/i }, (args) => {
        if (!CODE_IMPORTS.has(args.kind)) return undefined;
        const file = args.path.startsWith('@site/')
          ? path.join(siteDir, args.path.slice('@site/'.length))
          : /^\.{0,2}\//.test(args.path) || path.isAbsolute(args.path) ? path.resolve(args.resolveDir, args.path) : packageFile(args.path, args.resolveDir);
        // One through another alias, or a missing one (reported where it is imported): left to the resolver.
        return file && existsSync(file) ? { path: file, suffix: COMPONENT_SUFFIX } : undefined;
      });
      build.onLoad({ filter: /\.svg$/i }, async (args) => {
        if (args.suffix !== COMPONENT_SUFFIX) return undefined;
        const source = await readFile(args.path, 'utf8');
        // Loaded with the first SVG: its HTML parser (parse5) is 30 ms of loading that a build
        // without SVG components would spend before its first stage.
        const { svgComponent } = await import('./svgComponent.ts');
        const result = await cache(args.path, source, () => svgComponent(source, componentName(args.path)));
        if ('error' in result) return { errors: [{ text: result.error, location: { file: args.path, line: 1, column: 0 } }] };
        return { contents: result.code, loader: 'js', resolveDir: path.dirname(args.path) };
      });
    },
  };
}
