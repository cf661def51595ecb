/** Path helpers shared by the content loaders, following the Docusaurus conventions readers know. */

const NUMBER_PREFIX = /^(\d+)\s*[-_.]+\s*(?=[^-_.\s])/;

/** `01-intro` → { name: 'intro', position: 1 }; names without a prefix are returned as they are. */
export function stripNumberPrefix(segment: string): { name: string; position?: number } {
  const m = NUMBER_PREFIX.exec(segment);
  if (!m) return { name: segment };
  return { name: segment.slice(m[0].length), position: Number(m[1]) };
}

/** Join URL parts into one absolute path with single slashes and no trailing slash (except `/`). */
export function joinUrl(...parts: string[]): string {
  const joined = ('/' + parts.filter(Boolean).join('/')).replace(/\/{2,}/g, '/');
  return joined.length > 1 ? joined.replace(/\/+$/, '') : joined;
}

export function toPosix(p: string): string {
  return p.split('\\').join('/');
}

/** Words of a file name as a default title: `getting-started` → `Getting started`. */
export function titleFromName(name: string): string {
  const words = name.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
