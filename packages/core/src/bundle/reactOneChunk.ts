import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { oneReact } from './oneReact.ts';

/** The modules of React a page imports: the JSX runtime, the hooks, portals and hydration. */
const REACT_MODULES = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'];

/**
 * React, ReactDOM and the JSX runtime in one browser chunk instead of three or four.
 *
 * esbuild puts modules in one chunk only when the same set of entry points reaches them. The
 * page's entry reaches `react-dom/client`; routes, components and lazy chunks reach `react` and
 * the JSX runtime, a few of them `react-dom` (portals). So React came as several files, every one
 * of which each page's first load fetched. Each of React's four front modules here also requires
 * the other three, so whatever reaches one reaches all, and they share a chunk. Nothing loads that
 * did not before: every page's entry imports `react-dom/client`, which imports the rest.
 *
 * The requires go after the module's own `module.exports =`: React's modules require one another,
 * and one reached through this cycle before it is done must already hold its exports.
 */
export function reactOneChunkPlugin(): Plugin {
  const react = oneReact();
  const files = REACT_MODULES.map((specifier) => react.file(specifier, 'browser')!);
  return {
    name: 'docs-react-one-chunk',
    setup(build) {
      build.onLoad({ filter: /[\\/]react(-dom)?[\\/][a-z-]+\.js$/ }, async (args) => {
        if (!files.includes(args.path)) return undefined;
        const ties = files.filter((file) => file !== args.path).map((file) => `require(${JSON.stringify(file)});`);
        return { contents: `${await readFile(args.path, 'utf8')}\n${ties.join('\n')}\n`, loader: 'js', resolveDir: path.dirname(args.path) };
      });
    },
  };
}
