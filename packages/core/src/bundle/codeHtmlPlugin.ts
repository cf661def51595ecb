import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';
import { highlightBlocks } from '../compile/codeHighlighter.ts';
import { parseCodeMeta } from '../compile/codeMeta.ts';
import { DEFAULT_MAGIC_COMMENTS, lineClassesFromRange, stripMagicComments } from '../compile/magicComments.ts';
import type { MagicCommentConfig } from '../compile/types.ts';
import type { CodeHtmlRequest } from '../compile/remarkRawCodeBlocks.ts';

const NAMESPACE = 'docs-code-html';
const REQUEST = /^!!docs-code-html!([^!]*)!(.+)$/;

/**
 * Answers the imports remarkRawCodeBlocks adds for a hand-written `<CodeBlock>` of a raw-loader
 * file: the file highlighted as a fence with that language and meta would be (line ranges, magic
 * comments, the site's colours), as `{ html, code }`. Resolved like any import of the file, so a
 * missing one is reported where it is imported.
 */
export function codeHtmlPlugin(magicComments: readonly MagicCommentConfig[] = DEFAULT_MAGIC_COMMENTS): Plugin {
  return {
    name: 'docs-code-html',
    setup(build) {
      build.onResolve({ filter: /^!!docs-code-html!/ }, async (args) => {
        const match = REQUEST.exec(args.path);
        if (!match) return { errors: [{ text: `Malformed code request ${args.path}` }] };
        const resolved = await build.resolve(match[2]!, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer });
        if (resolved.errors.length) return { errors: resolved.errors };
        return { path: resolved.path, namespace: NAMESPACE, pluginData: JSON.parse(decodeURIComponent(match[1]!)) as CodeHtmlRequest, watchFiles: [resolved.path], suffix: `?${match[1]}` };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
        const request = args.pluginData as CodeHtmlRequest;
        const text = (await readFile(args.path, 'utf8')).replace(/\r?\n$/, '');
        const meta = parseCodeMeta(request.meta);
        // Loaded here, by the few sites that import code files this way (see highlightHere).
        const { resolveLanguage } = await import('../compile/highlighter.ts');
        const language = resolveLanguage(request.language);
        const lines = meta.highlightRange ? lineClassesFromRange(text, meta.highlightLines, magicComments) : stripMagicComments(text, { language: request.language, magicComments });
        const [html] = await highlightBlocks([{ code: lines.code, language, lineClasses: lines.lineClasses }], undefined);
        return { contents: `export default ${JSON.stringify({ html, code: lines.code })};`, loader: 'js' };
      });
    },
  };
}
