import { PLAIN, type Palette } from './colour.ts';
import { displayPath } from './displayPath.ts';

/**
 * How much a diagnostic matters. An error stops the build; a warning fails it under `--strict`;
 * an info is a remark that changes nothing (a front-matter key Docusaurus would ignore too), so
 * it neither fails `--strict` nor is listed unless asked for.
 */
export type Severity = 'error' | 'warning' | 'info';

export interface Diagnostic {
  severity: Severity;
  /** Stable machine-readable code, e.g. `mdx-syntax`, `broken-link`, `config-invalid`. */
  code: string;
  message: string;
  /** Absolute path of the file at fault, when there is one. */
  file?: string;
  line?: number;
  column?: number;
  /** What to do about it. */
  hint?: string;
  /** A few source lines around the position, with a caret. */
  frame?: string;
}

/** Thrown by a stage that cannot go on; carries every diagnostic that stopped it. */
export class BuildError extends Error {
  constructor(public readonly diagnostics: Diagnostic[]) {
    super(diagnostics.map((d) => d.message).join('\n'));
    this.name = 'BuildError';
  }
}

export function location(d: Pick<Diagnostic, 'file' | 'line' | 'column'>, cwd = process.cwd()): string {
  if (!d.file) return '';
  const shown = displayPath(d.file, cwd);
  if (d.line == null) return shown;
  return `${shown}:${d.line}:${d.column ?? 1}`;
}

export interface FormatOptions {
  /** What paths are shown relative to. */
  cwd?: string;
  /** Colours for the severity: errors red, warnings yellow. */
  palette?: Palette;
}

/** Human format: `path:line:col: warning: message [code]`, then the code frame and the hint. */
export function formatDiagnostic(d: Diagnostic, { cwd = process.cwd(), palette = PLAIN }: FormatOptions = {}): string {
  const where = location(d, cwd);
  const severity = d.severity === 'error' ? palette.red(d.severity) : d.severity === 'warning' ? palette.yellow(d.severity) : d.severity;
  const head = `${where ? where + ': ' : ''}${severity}: ${d.message} [${d.code}]`;
  const parts = [head];
  if (d.frame) parts.push(d.frame);
  if (d.hint) parts.push(`  hint: ${d.hint}`);
  return parts.join('\n');
}

/** The lines around `line` with a caret under `column`, gutter-numbered like compilers print them. */
export function codeFrame(source: string, line: number, column: number, context = 2): string {
  const lines = source.split(/\r?\n/);
  const first = Math.max(1, line - context);
  const last = Math.min(lines.length, line + context);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const marker = n === line ? '>' : ' ';
    out.push(`${marker} ${String(n).padStart(width)} | ${lines[n - 1] ?? ''}`);
    if (n === line) out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, column - 1))}^`);
  }
  return out.join('\n');
}

export interface SeverityCounts {
  errors: number;
  warnings: number;
  infos: number;
}

export function countBySeverity(list: Diagnostic[]): SeverityCounts {
  const counts: SeverityCounts = { errors: 0, warnings: 0, infos: 0 };
  for (const d of list) {
    if (d.severity === 'error') counts.errors++;
    else if (d.severity === 'warning') counts.warnings++;
    else counts.infos++;
  }
  return counts;
}

/** `3 warnings`, `1 warning`: a count with its noun, for summary lines. */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
