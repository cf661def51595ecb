import type { Nodes, Root, RootContent, Table, TableRow } from 'mdast';
import { VFile } from 'vfile';
import { visitTree } from './visitTree.ts';

/**
 * The Markdown parser holds every event of a document until it has built the tree: about 1 KB per
 * character, so one 50,000-row table (2.4 MB) needed 2.3 GB. The rows of a long table are parsed
 * here in pieces instead, each piece as a table of its own under the same header, and put back
 * into the document's table with their true places: the same tree, the parser's memory that of a
 * piece.
 */

/** What parses: the compile's processor. */
export interface MarkdownParser {
  parse(file: VFile): Root;
}

/** Rows a table must have for pieces: below, the document's parse is small enough. */
export const LONG_TABLE_ROWS = 1_000;
/**
 * Characters of rows parsed at a time (50 rows of a short table). Small pieces are faster as well
 * as smaller: their parser's events die young, where a large piece's outlive a garbage collection
 * or two (1,000 rows at a time took a third longer, and more memory).
 */
export const PIECE_CHARS = 2_500;

/** A line that can only be a row when it follows one: no block starts with `|`. */
const ROW_LINE = /^ {0,3}\|/;
/** Lines of a run left with the document: the header and delimiter rows, when the run starts the table. */
const KEPT_LINES = 2;

/** A place in the text, counted both ways the tree counts it. */
interface Shift {
  line: number;
  offset: number;
}

/** Rows taken out of the document, to parse in pieces. */
interface Cut {
  /** 0-based index of the first line taken out, in the source. */
  firstLine: number;
  /** Lines taken out. */
  lines: number;
  /** Where they start and end in the source (the end after the last one's line ending). */
  start: number;
  end: number;
  /** Where they were in the text parsed without them: offset, and 1-based line. */
  startWithout: number;
  lineWithout: number;
}

/**
 * The document's tree, the rows of its tables of more than `minRows` parsed about `pieceChars`
 * characters at a time. Anything unexpected (the rows are in a list, a code block, a syntax
 * error...) parses the document whole, as it always was: pieces never change the tree, and errors
 * keep their places.
 */
export function parseInPieces({ parser, file, minRows = LONG_TABLE_ROWS, pieceChars = PIECE_CHARS }: { parser: MarkdownParser; file: VFile; minRows?: number; pieceChars?: number }): Root {
  const source = String(file.value);
  const lineStarts = lineStartsOf(source);
  const cuts = longRowRuns(source, lineStarts, minRows);
  if (!cuts.length) return parser.parse(file);
  try {
    return withPieces({ parser, file, source, lineStarts, cuts, pieceChars }) ?? parser.parse(file);
  } catch {
    return parser.parse(file);
  }
}

function lineStartsOf(source: string): number[] {
  const starts = [0];
  for (let at = source.indexOf('\n'); at >= 0; at = source.indexOf('\n', at + 1)) starts.push(at + 1);
  return starts;
}

/** The runs of more than `minRows` row-like lines, less their first lines. */
function longRowRuns(source: string, lineStarts: number[], minRows: number): Cut[] {
  const cuts: Cut[] = [];
  let removed = 0;
  let removedLines = 0;
  const lineAt = (i: number) => source.slice(lineStarts[i], lineStarts[i + 1] ?? source.length);
  for (let i = 0; i < lineStarts.length; ) {
    if (!ROW_LINE.test(lineAt(i))) {
      i++;
      continue;
    }
    let runEnd = i + 1;
    while (runEnd < lineStarts.length && ROW_LINE.test(lineAt(runEnd))) runEnd++;
    const firstLine = i + KEPT_LINES;
    // A last line without a line ending stays: the end of the document is at its end.
    const end = runEnd === lineStarts.length ? runEnd - 1 : runEnd;
    if (end - firstLine > minRows) {
      const start = lineStarts[firstLine]!;
      const stop = lineStarts[end]!;
      cuts.push({ firstLine, lines: end - firstLine, start, end: stop, startWithout: start - removed, lineWithout: firstLine + 1 - removedLines });
      removed += stop - start;
      removedLines += end - firstLine;
    }
    i = runEnd;
  }
  return cuts;
}

interface PieceContext {
  parser: MarkdownParser;
  file: VFile;
  source: string;
  lineStarts: number[];
  cuts: Cut[];
  pieceChars: number;
}

/** The tree with each cut's rows parsed in pieces, or undefined when a cut is not a table's rows. */
function withPieces({ parser, file, source, lineStarts, cuts, pieceChars }: PieceContext): Root | undefined {
  let without = '';
  let from = 0;
  for (const cut of cuts) {
    without += source.slice(from, cut.start);
    from = cut.end;
  }
  without += source.slice(from);
  const tree = parser.parse(new VFile({ path: file.path, value: without }));

  // Each cut's table, and the row its rows go after, found before places are moved back.
  const places: { table: Table; after: number }[] = [];
  for (const cut of cuts) {
    const found = tableAround(tree, cut.lineWithout);
    if (!found) return undefined;
    places.push(found);
  }
  // Places after a cut move on by what was cut before them.
  const shiftAt = (offset: number): Shift => {
    const shift = { line: 0, offset: 0 };
    for (const cut of cuts) {
      if (offset < cut.startWithout) break;
      shift.line += cut.lines;
      shift.offset += cut.end - cut.start;
    }
    return shift;
  };
  shiftPlaces(tree, shiftAt);

  const definitions = definitionLines(tree);
  // Each piece parses the definitions again: with many, pieces as large, so the work stays linear.
  const size = Math.max(pieceChars, definitions.length);
  // Last cut first: two cuts can be in one table, and a row index must not move before its use.
  for (let i = cuts.length - 1; i >= 0; i--) {
    const cut = cuts[i]!;
    const { table, after } = places[i]!;
    const header = lineText(source, lineStarts, table.position!.start.line - 1);
    const delimiter = lineText(source, lineStarts, table.position!.start.line);
    // The rows start on a piece's third line; in the source, on line `first` (0-based).
    const startInPiece = header.length + delimiter.length + 2;
    const rows: TableRow[] = [];
    for (let first = cut.firstLine, rowCount = 0; first < cut.firstLine + cut.lines; first += rowCount) {
      rowCount = 1;
      while (first + rowCount < cut.firstLine + cut.lines && lineStarts[first + rowCount]! - lineStarts[first]! < size) rowCount++;
      const piece = pieceRows({ parser, file, header, delimiter, definitions, text: source.slice(lineStarts[first], lineStarts[first + rowCount]), count: rowCount });
      if (!piece) return undefined;
      const shift = { line: first + 1 - 3, offset: lineStarts[first]! - startInPiece };
      shiftPlaces(piece, () => shift);
      for (const row of piece) rows.push(row);
    }
    const endsAtCut = after === table.children.length - 1;
    // Not `splice(..., ...rows)`: tens of thousands of arguments overflow the stack.
    table.children = table.children.slice(0, after + 1).concat(rows, table.children.slice(after + 1));
    if (endsAtCut) table.position!.end = { ...rows[rows.length - 1]!.position!.end };
  }
  return tree;
}

/**
 * The top-level table whose row or delimiter row is on the line before `line` (where rows were
 * cut out), and the index of the row the cut rows go after: row lines after a table's row are its
 * rows. Undefined when there is none (they were in a list, a block quote, a code block...).
 */
function tableAround(tree: Root, line: number): { table: Table; after: number } | undefined {
  for (const node of tree.children) {
    if (node.type !== 'table' || node.position!.start.line >= line) continue;
    // Rows are one line each; the delimiter row, the header's next line, is no node.
    const after = node.children.findIndex((row, i) => row.position!.end.line === line - 1 || (i === 0 && row.position!.start.line === line - 2));
    if (after >= 0) return { table: node, after };
  }
  return undefined;
}

/** Line `index` (0-based) without its line ending. */
function lineText(source: string, lineStarts: number[], index: number): string {
  return source.slice(lineStarts[index], lineStarts[index + 1] ?? source.length).replace(/\r?\n$/, '');
}

/**
 * The document's link and footnote definitions, written again for a piece: whether `[text][id]`
 * or `[^id]` in a cell is a reference depends on them.
 */
function definitionLines(tree: Root): string {
  const lines: string[] = [];
  visitTree<Nodes>(tree, (node) => {
    if (node.type === 'definition') lines.push(`[${node.identifier}]: #`);
    else if (node.type === 'footnoteDefinition') lines.push(`[^${node.identifier}]: #`);
  });
  return lines.length ? `\n\n${lines.join('\n\n')}\n` : '';
}

/** `count` rows parsed under the table's header, or undefined when they are not `count` rows of it. */
function pieceRows({ parser, file, header, delimiter, definitions, text, count }: { parser: MarkdownParser; file: VFile; header: string; delimiter: string; definitions: string; text: string; count: number }): TableRow[] | undefined {
  const body = text.replace(/\r?\n$/, '');
  const piece = parser.parse(new VFile({ path: file.path, value: `${header}\n${delimiter}\n${body}${definitions}` }));
  const table = piece.children[0] as RootContent | undefined;
  if (table?.type !== 'table' || table.children.length !== count + 1) return undefined;
  return table.children.slice(1);
}

/**
 * Move every place in `value` (a tree, or rows) by `shiftAt` its offset: unist points, and the
 * offsets and locations of the JavaScript trees MDX keeps for expressions and `import`s.
 */
function shiftPlaces(value: unknown, shiftAt: (offset: number) => Shift): void {
  if (Array.isArray(value)) {
    for (const item of value) shiftPlaces(item, shiftAt);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  if (typeof record.line === 'number' && typeof record.column === 'number') {
    if (typeof record.offset === 'number') {
      const shift = shiftAt(record.offset);
      record.line += shift.line;
      record.offset += shift.offset;
    }
    return;
  }
  if (typeof record.type === 'string' && typeof record.start === 'number' && typeof record.end === 'number') {
    const shift = shiftAt(record.start);
    record.start += shift.offset;
    record.end = (record.end as number) + shiftAt(record.end as number).offset;
    if (Array.isArray(record.range)) record.range = [record.start, record.end];
  }
  for (const key in record) if (key !== 'range') shiftPlaces(record[key], shiftAt);
}
