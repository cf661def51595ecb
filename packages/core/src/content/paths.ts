/** Path helpers shared by the content loaders, following the Docusaurus conventions readers know. */

const NUMBER_PREFIX = /^(\d+)\s*[-_.]+\s*(?=[^-_.\s])/;

/** `01-intro` → { name: 'intro', position: 1 }; names without a prefix are returned as they are. */
export function stripNumberPrefix(segment: string): { name: string; position?: number } {
  const m = NUMBER_PREFIX.exec(segment);
  if (!m) return { name: segment };
  return { name: segment.slice(m[0].length), position: Number(m[1]) };
}

/** Splits a file or folder name into its name and number prefix (`stripNumberPrefix`, or the site's own). */
export type NumberPrefixParse = (segment: string) => { name: string; position?: number };

/** Docusaurus's `numberPrefixParser` function: `(filename) => ({ filename, numberPrefix })`. */
export type DocusaurusNumberPrefixParser = (filename: string) => { filename: string; numberPrefix?: number };

/** `numberPrefixParser: false`: names keep their prefixes, as Docusaurus's disabled parser has it. */
export const keepNumberPrefix: NumberPrefixParse = (segment) => ({ name: segment });

/**
 * The docs option `numberPrefixParser` as a parse: `true` (or unset) the built-in one, `false`
 * none, a function called as Docusaurus calls it. What the function returns is checked: a result
 * without a text `filename` throws, naming the option, for the caller to report at the file.
 */
export function numberPrefixParseOf(option: boolean | DocusaurusNumberPrefixParser | undefined): NumberPrefixParse {
  if (option === false) return keepNumberPrefix;
  if (typeof option !== 'function') return stripNumberPrefix;
  return (segment) => {
    const result = option(segment) as { filename?: unknown; numberPrefix?: unknown } | undefined;
    if (typeof result?.filename !== 'string') throw new Error(`the config's \`docs.numberPrefixParser\` returned ${JSON.stringify(result) ?? 'undefined'} for "${segment}", not { filename, numberPrefix }`);
    return { name: result.filename, position: typeof result.numberPrefix === 'number' ? result.numberPrefix : undefined };
  };
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
