import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { mdxReactFile } from './mdxReact.ts';
import { packageSourceDir } from './packagePaths.ts';

let themeFiles: string[] | undefined;

const createsContext = (file: string) => /\bcreateContext\s*[<(]/.test(readFileSync(file, 'utf8'));
const IGNORED = ['**/*.test.*', '**/*.d.ts', '**/__tests__/**', '**/node_modules/**'];

/**
 * The modules that hold a React context the page's components provide (the theme's doc, blog and
 * navbar state, the MDX components, a site's own provider in its Root): a module `docs dev` bundles
 * on its own must use the server bundle's instance of each, since a second copy's context is one
 * no page provides ("Hook is called outside the <DocProvider>"). Found by what they call, so a new
 * one is never left out. Real paths, as esbuild reports a loaded file.
 */
export function contextModuleFiles(siteDir: string): string[] {
  themeFiles ??= fg
    .sync('**/*.{ts,tsx}', { cwd: packageSourceDir('@docs/theme'), absolute: true, ignore: IGNORED })
    .filter(createsContext)
    .map((file) => realpathSync(file));
  const siteFiles = fg.sync('src/**/*.{js,jsx,ts,tsx}', { cwd: siteDir, absolute: true, ignore: IGNORED }).filter(createsContext);
  return [...new Set([...themeFiles, ...siteFiles.map((file) => realpathSync(file)), realpathSync(mdxReactFile(siteDir))])].sort();
}

/** The key a loaded file is found by among the context modules. */
export const contextModuleKey = (file: string): string => {
  try {
    return realpathSync(file);
  } catch {
    return path.resolve(file);
  }
};
