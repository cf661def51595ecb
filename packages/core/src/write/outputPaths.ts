import path from 'node:path';
import { BuildError } from '../diagnostics/diagnostic.ts';

/** Where a route's HTML goes: every route is a folder with an index.html, the not-found page is 404.html. */
export function htmlFileFor(routePath: string): string {
  if (routePath === '/404') return '404.html';
  if (routePath === '/') return 'index.html';
  return `${routePath.slice(1)}/index.html`;
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
