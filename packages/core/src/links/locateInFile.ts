import { readFileSync } from 'node:fs';

/** The first place a link's target is written in a file, quoted as in JSX or Markdown. */
export function locateInFile(file: string, href: string): { line: number; column: number } | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const at = ['"', "'", '`', '('].map((q) => text.indexOf(q + href)).filter((i) => i >= 0).sort((a, b) => a - b)[0];
  if (at === undefined) return undefined;
  const before = text.slice(0, at + 1);
  return { line: before.split('\n').length, column: at + 1 - before.lastIndexOf('\n') };
}
