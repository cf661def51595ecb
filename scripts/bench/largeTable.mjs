// One Markdown document holding a single GFM table of N rows (50,000 rows is about 2.4 MB): the
// shape of a generated reference (error codes, API fields) that once took a minute and 3 GB to
// compile. Deterministic: the same row count gives the same bytes.
//
//   node scripts/bench/largeTable.mjs <rows> <file.md>
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NOUNS, VERBS } from './words.mjs';

/** Row `i` of the table: plain text, inline code, and a link to a sibling doc every tenth row. */
function row(i) {
  const noun = NOUNS[i % NOUNS.length];
  const verb = VERBS[(i * 7) % VERBS.length];
  const link = i % 10 === 0 ? `[setup](./02-guides/setup.md)` : 'none';
  return `| E${i} | ${noun} ${verb} | \`${noun}\` | ${link} |`;
}

/** The document: a title, a sentence, and the table. */
export function largeTableDocument(rows) {
  const lines = ['# Error codes', '', `Every code, ${rows} of them.`, '', '| Code | What | Key | See |', '| --- | --- | --- | --- |'];
  for (let i = 0; i < rows; i++) lines.push(row(i));
  return lines.join('\n') + '\n';
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [rows, file] = process.argv.slice(2);
  if (!Number.isInteger(Number(rows)) || !file) throw new Error('Usage: node scripts/bench/largeTable.mjs <rows> <file.md>');
  writeFileSync(path.resolve(file), largeTableDocument(Number(rows)));
}
