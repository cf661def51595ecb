/**
 * What a post's path under the blog folder says, read as Docusaurus reads it: the last date
 * written in it (`2021-08-26-welcome.md`, `2021-08-26-welcome/index.mdx`, `2021/08/26/welcome.md`,
 * `notes/2021-08-26-welcome.md`) and the post's slug, `/2021/08/26/<folders before the
 * date><the rest>`; with no date in the path, the slug is the path itself.
 */
export interface BlogPath {
  /** The date the path gives, as `YYYY-MM-DD`; undefined when it gives none. */
  date?: string;
  /** The date as written, when it is not a real day (2021-02-30). */
  invalidDate?: string;
  /** The permalink under the blog's route, before any `slug` front matter. */
  slug: string;
  /** The file's name without extension, or its folder's for an `index` file: `2021-08-26-welcome`. */
  fileName: string;
  /** What follows the date in that name: `welcome` (the whole name when there is no date). */
  name: string;
}

/**
 * Folders (greedy: the last date in the path counts), the date with `-` or `/` between its parts,
 * then the text after one more `-` or `/`.
 */
const DATED_PATH = /^(.*)(\d{4})[-/](\d{1,2})[-/](\d{1,2})[-/]?(.*)$/;

export function parseBlogPath(relativePath: string): BlogPath {
  const stem = relativePath.replace(/\\/g, '/').replace(/(?:\/index)?\.mdx?$/i, '');
  const fileName = stem.slice(stem.lastIndexOf('/') + 1);
  const m = DATED_PATH.exec(stem);
  if (!m) return { slug: `/${stem}`, fileName, name: fileName };
  const [, folders, year, month, day, text] = m as unknown as [string, string, string, string, string, string];
  const written = `${year}-${month}-${day}`;
  const date = calendarDate(year, month.padStart(2, '0'), day.padStart(2, '0'));
  const name = text.slice(text.lastIndexOf('/') + 1) || fileName;
  return { ...(date ? { date } : { invalidDate: written }), slug: `/${year}/${month}/${day}/${folders}${text}`, fileName, name };
}

/** A calendar date as `YYYY-MM-DD`, or undefined for 2022-02-30 and the like. */
export function calendarDate(year: string, month: string, day: string): string | undefined {
  const d = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const iso = `${year}-${month}-${day}`;
  return d.toISOString().slice(0, 10) === iso ? iso : undefined;
}
