export interface SourcePosition {
  /** 1-based. */
  line: number;
  /** 1-based, at the opening quote of the specifier. */
  column: number;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** Per line of `text`, whether it is inside a fenced code block (Markdown's examples are not imports). */
function fencedLines(text: string): boolean[] {
  const fenced: boolean[] = [];
  let fence: string | undefined;
  for (const line of text.split('\n')) {
    const open = FENCE.exec(line);
    if (fence) {
      fenced.push(true);
      if (open && open[1]![0] === fence[0] && open[1]!.length >= fence.length && line.trim() === open[1]) fence = undefined;
    } else if (open) {
      fenced.push(true);
      fence = open[1];
    } else fenced.push(false);
  }
  return fenced;
}

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
