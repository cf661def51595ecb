import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { resolveModuleFile } from '../bundle/packagePaths.ts';
import { cacheFolder } from '../util/cacheFolder.ts';
import { hashOf } from '../util/hash.ts';
import { mdxComponentKeys } from './mdxComponentKeys.ts';

/** The elements the theme's MDX components (packages/theme/src/MDXComponents.tsx) replace. */
export const THEME_REPLACED_ELEMENTS: readonly string[] = ['a', 'admonition', 'details', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'img', 'mermaid', 'table'];

/** Theme components that render a document with the MDX components: a shadow of one could pass others. */
const CONTENT_RENDERERS = ['DocRoute', 'DocItem', 'MDXContent', 'MDXPageRoute', 'BlogPostItem'];

/** Bump when the way a shadow is read changes. */
const READER_VERSION = '1';

interface CacheRecord {
  key: string;
  elements: string[] | null;
}

/**
 * The elements a site's MDX components replace: the theme's, or those of the site's own
 * `src/theme/MDXComponents` (read from its source once per version of it). Undefined when they
 * cannot be known: the compile then writes every element as JSX, for any component to replace.
 */
export async function replacedElements(siteDir: string): Promise<string[] | undefined> {
  const themeDir = path.join(siteDir, 'src', 'theme');
  if (CONTENT_RENDERERS.some((name) => resolveModuleFile(path.join(themeDir, name)))) return undefined;
  const shadow = resolveModuleFile(path.join(themeDir, 'MDXComponents'));
  if (!shadow) return [...THEME_REPLACED_ELEMENTS];
  // Reading a shadow loads TypeScript's parser (0.4 s): a build that did it reuses the answer.
  const cacheFile = cacheFolder(siteDir, 'mdx-components.json');
  const key = hashOf(READER_VERSION, shadow, readFileSync(shadow));
  try {
    const record = JSON.parse(readFileSync(cacheFile, 'utf8')) as CacheRecord;
    if (record.key === key) return record.elements ?? undefined;
  } catch {
    // Not read before.
  }
  const read = await mdxComponentKeys(shadow);
  const elements = read ? elementNames([...read.keys, ...(read.spreadsTheme ? THEME_REPLACED_ELEMENTS : [])]) : undefined;
  if (!existsSync(path.dirname(cacheFile))) mkdirSync(path.dirname(cacheFile), { recursive: true });
  writeFileSync(cacheFile, JSON.stringify({ key, elements: elements ?? null } satisfies CacheRecord));
  return elements;
}

/** The keys that name elements (`code`, `td`), not components (`Tabs`), once each, in order. */
export function elementNames(keys: readonly string[]): string[] {
  return [...new Set(keys.filter((k) => /^[a-z]/.test(k)))].sort();
}
