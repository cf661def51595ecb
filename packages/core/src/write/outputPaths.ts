import { applyTrailingSlash } from '../../../client/src/trailingSlash.ts';
import path from 'node:path';
import { BuildError } from '../diagnostics/diagnostic.ts';

/**
 * Where a route's HTML goes: a folder with an index.html (`a/index.html`), or under
 * `trailingSlash: false` a file of the route's name (`a.html`, as a docs root `/docs/` becomes
 * `docs.html`); the home page is index.html and the not-found page 404.html either way.
 */
export function htmlFileFor(routePath: string, trailingSlash?: boolean): string {
  if (routePath === '/404') return '404.html';
  if (routePath === '/') return 'index.html';
  return trailingSlash === false ? `${routePath.slice(1)}.html` : `${routePath.slice(1)}/index.html`;
}

/**
 * The address a route is published at, relative to the base URL, in the `trailingSlash` form; the
 * not-found page keeps its own (`/404`, written as 404.html whatever the setting).
 */
export function publishedPath(routePath: string, trailingSlash?: boolean): string {
  return routePath === '/404' ? routePath : applyTrailingSlash(routePath, trailingSlash);
}

/**
 * The absolute path of `relative` inside `dir`, proved to stay inside it: every file the build
 * writes or copies goes through here, whatever checks came before.
 */
export function outputFile(dir: string, relative: string): string {
  const root = path.resolve(dir);
  const file = path.resolve(root, relative);
  if (relative.includes('\0') || !file.startsWith(root + path.sep)) {
    throw new BuildError([{ severity: 'error', code: 'unsafe-path', message: `Refusing to write ${JSON.stringify(relative)}: it is outside the output folder ${root}.`, hint: 'This is a bug or a hostile input: report it with the page or file that leads to it.' }]);
  }
  return file;
}
