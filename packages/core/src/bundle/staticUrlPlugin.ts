import { statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { isInside } from '../util/insidePath.ts';

export interface StaticUrlOptions {
  siteDir: string;
  /** The site's static folders, first match wins. */
  staticDirs: string[];
}

const isFile = (file: string) => statSync(file, { throwIfNoEntry: false })?.isFile() === true;

/**
 * A stylesheet's `url(/img/x.png)`: as in Docusaurus, a root-relative URL names a file of the
 * static folders (then of the site), which is bundled like any asset: published under a hashed name
 * below the site's `baseUrl`, so the URL holds whatever the base. One that names no file is an error
 * at its line in the stylesheet, saying where the file was looked for.
 */
export function staticUrlPlugin({ siteDir, staticDirs }: StaticUrlOptions): Plugin {
  const roots = [...staticDirs, siteDir];
  return {
    name: 'docs-static-url',
    setup(build) {
      build.onResolve({ filter: /^\/[^/]/ }, (args) => {
        if (args.kind !== 'url-token' && args.kind !== 'import-rule') return undefined;
        const clean = decodeURIComponent(args.path.replace(/[?#].*$/, ''));
        for (const root of roots) {
          const file = path.join(root, clean);
          if (isInside(root, file) && isFile(file)) return { path: file };
        }
        const folders = staticDirs.map((d) => path.relative(siteDir, d) || '.').join(', ');
        const hint = `Put the file at ${path.join(path.relative(siteDir, staticDirs[0] ?? siteDir), clean)}, or correct the URL.`;
        return { errors: [{ text: `url(${args.path}) names no file in the static folder (${folders}) or the site.`, notes: [{ text: hint }] }] };
      });
    },
  };
}
