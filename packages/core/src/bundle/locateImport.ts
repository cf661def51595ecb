import { fencedLines } from '../content/fencedLines.ts';

export interface SourcePosition {
  /** 1-based. */
  line: number;
  /** 1-based, at the opening quote of the specifier. */
  column: number;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * Where `specifier` is imported in a source file's text (`from '...'`, `import '...'`,
 * `import('...')`, `require('...')`), outside code blocks when the file is Markdown. The compiled
 * module of an MDX file keeps its imports but not their lines: this finds them in the source.
 */
export function locateImport(text: string, specifier: string, options: { markdown?: boolean } = {}): SourcePosition | undefined {
  const quoted = `(['"\`])${escape(specifier)}\\1`;
  const patterns = [new RegExp(`(?:\\bfrom\\s*|\\bimport\\s*\\(?\\s*|\\brequire\\s*\\(\\s*)${quoted}`, 'g'), new RegExp(quoted, 'g')];
  const fenced = options.markdown ? fencedLines(text) : undefined;
  const position = (offset: number): SourcePosition => {
    const before = text.slice(0, offset);
    const line = before.split('\n').length;
    return { line, column: offset - before.lastIndexOf('\n') };
  };
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      const quote = match.index! + match[0].length - specifier.length - 2;
      const here = position(quote);
      if (fenced?.[here.line - 1]) continue;
      return here;
    }
  }
  return undefined;
}
