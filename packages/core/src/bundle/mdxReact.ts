import { createRequire } from 'node:module';
import path from 'node:path';
import { packageSourceDir } from './packagePaths.ts';

/** `@mdx-js/react`, as the site and the theme import it. */
export const MDX_REACT_FILTER = /^@mdx-js\/react$/;

/**
 * The one `@mdx-js/react` of a build: the site's own copy when it has one, else the theme's
 * stand-in. The site's `MDXProvider` and the theme's content read one context only if both
 * import the same file (as `react` itself, see oneReact.ts).
 */
export function mdxReactFile(siteDir: string): string {
  try {
    return createRequire(path.join(siteDir, 'package.json')).resolve('@mdx-js/react');
  } catch {
    return path.join(packageSourceDir('@docs/theme'), 'mdx', 'mdxReact.ts');
  }
}
