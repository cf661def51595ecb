import type { DocFile } from '../../packages/core/src/content/types.ts';

/**
 * A loaded doc for sidebar tests: id and URL from its path in /site/docs with `01-` prefixes left
 * out, as the docs loader gives them; `extra` sets the rest.
 */
export function docFile(relPath: string, extra: Partial<DocFile> = {}): DocFile {
  const parts = relPath.replace(/\.mdx?$/, '').split('/');
  const clean = parts.map((p) => p.replace(/^\d+-/, ''));
  return {
    source: `/site/docs/${relPath}`, format: 'md', body: '', frontMatter: {}, id: clean.join('/'), relPath, version: 'current', dir: clean.slice(0, -1).join('/'),
    permalink: '/' + clean.join('/'), tags: [], draft: false, unlisted: false, hideTableOfContents: false, hideTitle: false, meta: {}, keyPositions: new Map(), ...extra,
  };
}
