import path from 'node:path';
import fg from 'fast-glob';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { readContentFile } from './readContentFile.ts';
import { checkUrlPathKey } from './urlPathCheck.ts';
import { joinUrl, toPosix } from './paths.ts';
import type { PageFile } from './types.ts';

/** Every `.tsx`/`.jsx`/`.md`/`.mdx` file under the pages folder is a route named by its path; `_` files are private. */
export async function loadPages(pagesDir: string, diagnostics: Diagnostic[]): Promise<PageFile[]> {
  const files = await fg(['**/*.{tsx,jsx,md,mdx}'], {
    cwd: pagesDir,
    ignore: ['**/_*/**', '**/_*', '**/*.test.*', '**/*.spec.*', '**/node_modules/**'],
  });
  return Promise.all(
    files.sort().map(async (rel): Promise<PageFile> => {
      const source = path.join(pagesDir, rel);
      const noExt = toPosix(rel).replace(/\.(tsx|jsx|mdx?)$/, '');
      const permalink = joinUrl(noExt === 'index' ? '' : noExt.replace(/\/index$/, ''));
      if (/\.(tsx|jsx)$/.test(rel)) return { source, permalink, kind: 'tsx' };
      const fm = await readContentFile(source, 'page');
      diagnostics.push(...fm.diagnostics);
      const unsafe = checkUrlPathKey(fm.data.slug, 'slug', source, fm.keyPositions.get('slug'));
      if (unsafe) {
        diagnostics.push(unsafe);
        delete fm.data.slug;
      }
      const format = rel.endsWith('.mdx') ? 'mdx' : 'md';
      return {
        source,
        permalink: typeof fm.data.slug === 'string' ? joinUrl(fm.data.slug) : permalink,
        kind: format,
        document: { source, format, body: fm.body, frontMatter: fm.data },
        title: typeof fm.data.title === 'string' ? fm.data.title : undefined,
        description: typeof fm.data.description === 'string' ? fm.data.description : undefined,
      };
    }),
  );
}

export async function listStaticFiles(staticDir: string): Promise<string[]> {
  return (await fg(['**/*'], { cwd: staticDir, dot: false, onlyFiles: true, followSymbolicLinks: false }).catch(() => [])).sort();
}
