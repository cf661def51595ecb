import * as esbuild from 'esbuild';
import type { CompiledDocument, StandaloneBody } from './types.ts';

/*
 * Compiled MDX whose only import is the JSX runtime needs no bundler (see
 * `bundle/standaloneRoutes.ts`). Its browser chunk body is made here, in the compile worker, beside
 * the compile it belongs to and cached with it, rather than all at once in the bundle stage.
 *
 * Only a body holding authored script is minified. esbuild checks it whole, which MDX never does
 * (see remarkAuthoredScript.ts). A body made by MDX and our plugins alone needs no check, and
 * minifying it does not pay. On the bench corpus (250 docs of 1,000 words, 541 code blocks), those
 * bodies are mostly HTML strings: minified, they came out 7% smaller compressed (0.2 KB a page),
 * for 2.2 ms of esbuild's CPU each, 12% of the compile stage's time. So it ships as compiled,
 * readable without a map.
 */

/** The browsers the client code is written for (the bundler's target too). */
export const BROWSER_TARGET = ['es2022', 'chrome100', 'firefox100', 'safari15'];

const JSX_RUNTIME_IMPORT = /^import (\{[^}]*\}) from "react\/jsx-runtime";$/m;
const DEFAULT_EXPORT = /^export default function MDXContent\(/gm;
/** Names a standalone chunk exports itself: a document exporting one of them goes through the bundler. */
const OWN_EXPORT = /\bexport\s+(?:const|let|var|class|(?:async\s+)?function\*?)\s+(?:data|Content)\b|\bexport\s*\{[^}]*\b(?:data|Content)\b/;
const ANY_IMPORT = /^import\b/gm;

/**
 * The compiled module without its runtime import and with its default export renamed `Content`,
 * in the shape @mdx-js/mdx writes; undefined when it imports anything else or exports `data` or
 * `Content` itself.
 */
export function standaloneContent(code: string): { runtimeImports: string; body: string } | undefined {
  const parts = standaloneParts(code);
  return parts && { runtimeImports: parts.runtimeImports, body: parts.body + '\nexport { MDXContent as Content };\n' };
}

/**
 * What standaloneContent makes, before the line exporting the content: the body declares
 * `MDXContent` and exports nothing of it (see serverModuleScript.ts, which returns it instead).
 */
export function standaloneParts(code: string): { runtimeImports: string; body: string } | undefined {
  const runtime = JSX_RUNTIME_IMPORT.exec(code);
  if (!runtime || (code.match(ANY_IMPORT)?.length ?? 0) !== 1 || (code.match(DEFAULT_EXPORT)?.length ?? 0) !== 1 || OWN_EXPORT.test(code)) return undefined;
  return { runtimeImports: runtime[1]!, body: code.replace(runtime[0], '').replace(DEFAULT_EXPORT, 'function MDXContent(') };
}

/**
 * The document with its standalone body, when it has one: as compiled, or minified when it holds
 * authored script. Code esbuild rejects (`export const a` twice, say) gets none: the bundler then
 * reports it at its line, as for any route.
 */
export async function withStandaloneBody(doc: CompiledDocument): Promise<CompiledDocument> {
  const content = doc.code ? standaloneContent(doc.code) : undefined;
  if (!content) return doc;
  if (!doc.authoredScript) return { ...doc, standalone: { runtimeImports: content.runtimeImports, code: content.body, map: '' } };
  try {
    const result = await esbuild.transform(content.body, { loader: 'js', format: 'esm', target: BROWSER_TARGET, minify: true, sourcemap: 'external', sourcefile: 'content.js', logLevel: 'silent' });
    const standalone: StandaloneBody = { runtimeImports: content.runtimeImports, code: result.code, map: result.map };
    return { ...doc, standalone };
  } catch {
    return doc;
  }
}
