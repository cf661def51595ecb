import path from 'node:path';
import type { BundleFile } from './contentHashNames.ts';

/** A chunk with nothing to run: at most a source map comment (esbuild leaves such chunks, e.g. for modules with only types or CSS). */
const EMPTY_CHUNK = /^\s*(\/\/# sourceMappingURL=\S*\s*)?$/;

/** Static `import "…/name";` statements of the named chunks (esbuild writes them for side effects). */
function importOf(names: string[]): RegExp {
  const escaped = names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`import\\s*(["'])[^"']*/(?:${escaped.join('|')})\\1;?`, 'g');
}

/**
 * Leave out the browser's empty JS chunks, and the statements that import them: each would be a
 * request for nothing on every page that reaches it. An import is blanked with spaces rather than
 * cut, so the importer's source map (one minified line) keeps its columns.
 */
export function dropEmptyChunks(files: BundleFile[]): { files: BundleFile[]; dropped: Set<string> } {
  const js = files.filter((file) => file.path.endsWith('.js'));
  const texts = new Map(js.map((file) => [file.path, Buffer.from(file.contents).toString('utf8')]));
  const dropped = new Set<string>();
  for (const file of js) {
    // Shared chunks only: an entry (a route's module, say) is named by data outside the bundle.
    if (path.basename(path.dirname(file.path)) !== 'chunks' || !EMPTY_CHUNK.test(texts.get(file.path)!)) continue;
    // Only a chunk that is nowhere named but in static imports: a dynamic import() needs the file.
    const name = path.basename(file.path);
    const statics = importOf([name]);
    const namedElsewhere = [...texts].some(([other, text]) => other !== file.path && text.replace(statics, '').includes(name));
    if (!namedElsewhere) dropped.add(file.path);
  }
  if (!dropped.size) return { files, dropped };
  const importOfEmpty = importOf([...dropped].map((file) => path.basename(file)));
  const kept = files
    .filter((file) => !dropped.has(file.path) && !dropped.has(file.path.replace(/\.map$/, '')))
    .map((file) => {
      if (!file.path.endsWith('.js')) return file;
      const text = texts.get(file.path)!;
      const blanked = text.replace(importOfEmpty, (statement) => ' '.repeat(statement.length));
      return blanked === text ? file : { ...file, contents: Buffer.from(blanked) };
    });
  return { files: kept, dropped };
}
