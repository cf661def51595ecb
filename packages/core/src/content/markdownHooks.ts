import type { MarkdownOptions } from '../config/types.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { parseFrontMatter, type ParsedFrontMatter } from './frontMatter.ts';

/**
 * Docusaurus's `markdown.parseFrontMatter` and `markdown.preprocessor`: functions of the site's
 * config, so they run here, in the main thread, where each file is read (they cannot cross to the
 * compile workers). What they produce is the document's front matter and body, so every cache
 * keyed on the body is keyed on the preprocessed text.
 */
export type MarkdownHooks = Pick<MarkdownOptions, 'parseFrontMatter' | 'preprocessor'>;

/** The hooks a site's `markdown` options set, or undefined when it sets none. */
export function markdownHooksOf(markdown: MarkdownOptions | undefined): MarkdownHooks | undefined {
  if (!markdown?.parseFrontMatter && !markdown?.preprocessor) return undefined;
  return { parseFrontMatter: markdown.parseFrontMatter, preprocessor: markdown.preprocessor };
}

const FRONT_MATTER_CODES = new Set(['front-matter-syntax', 'front-matter-invalid']);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Docusaurus's `defaultParseFrontMatter`, on our parser: the front matter (a copy a hook may change) and the content after it. */
function defaultParseFrontMatterOf(parsed: ParsedFrontMatter) {
  return async () => ({ frontMatter: structuredClone(parsed.data), content: parsed.body.trim() });
}

function hookError(file: string, hook: string, message: string): Diagnostic {
  return {
    severity: 'error',
    code: 'markdown-hook',
    file,
    line: 1,
    column: 1,
    message: `The config's \`markdown.${hook}\` failed on this file: ${message}`,
    hint: `Fix \`markdown.${hook}\` in the site config: it is called with { filePath, fileContent${hook === 'parseFrontMatter' ? ', defaultParseFrontMatter' : ''} } for every Markdown file.`,
  };
}

/**
 * Apply the site's hooks to a file's parsed text. As in Docusaurus, `parseFrontMatter` reads the
 * file as written and gives its front matter; the `preprocessor` receives the whole file and what
 * it returns is compiled (its front matter, if any, is left out as usual). A hook that throws or
 * returns the wrong shape is an error at the file.
 */
export async function applyMarkdownHooks(parsed: ParsedFrontMatter, text: string, file: string, hooks: MarkdownHooks): Promise<ParsedFrontMatter> {
  let { data, body } = parsed;
  let diagnostics = [...parsed.diagnostics];
  if (hooks.parseFrontMatter) {
    try {
      const result = (await hooks.parseFrontMatter({ filePath: file, fileContent: text, defaultParseFrontMatter: defaultParseFrontMatterOf(parsed) })) as { frontMatter?: unknown } | undefined;
      if (isRecord(result?.frontMatter)) {
        data = result.frontMatter;
        // The site's parser read the block: what ours made of it (another syntax, say) is moot.
        diagnostics = diagnostics.filter((d) => !FRONT_MATTER_CODES.has(d.code));
      } else diagnostics.push(hookError(file, 'parseFrontMatter', 'it returned no `frontMatter` object.'));
    } catch (error) {
      diagnostics.push(hookError(file, 'parseFrontMatter', (error as Error)?.message ?? String(error)));
    }
  }
  if (hooks.preprocessor) {
    try {
      const processed: unknown = hooks.preprocessor({ filePath: file, fileContent: text });
      if (typeof processed === 'string') body = parseFrontMatter(processed, file).body;
      else diagnostics.push(hookError(file, 'preprocessor', `it returned ${processed === null ? 'null' : typeof processed}, not the file's text.`));
    } catch (error) {
      diagnostics.push(hookError(file, 'preprocessor', (error as Error)?.message ?? String(error)));
    }
  }
  return { ...parsed, data, body, diagnostics };
}
