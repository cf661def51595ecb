/**
 * A post's excerpt (the part before `<!-- truncate -->`) is compiled and bundled as a module of its
 * own, named after the post's file with this suffix.
 */
export const EXCERPT_SUFFIX = '?excerpt';

export const excerptIdOf = (source: string) => source + EXCERPT_SUFFIX;

export const isExcerptId = (id: string) => id.endsWith(EXCERPT_SUFFIX);

export const sourceOfExcerpt = (id: string) => id.slice(0, -EXCERPT_SUFFIX.length);
