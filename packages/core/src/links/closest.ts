import { editDistance } from '../util/editDistance.ts';

export { editDistance };

/**
 * "Did you mean X?" is only worth printing when X is what the author meant: a wrong guess sends
 * readers of the warning to the wrong page. So a route is suggested only when it is
 *  - the same path but for case, a trailing slash, `.md`/`.mdx`/`.html` or `/index`; or
 *  - the same path but for typos: same number of segments, same first segment, and each differing
 *    segment (at least 4 characters long) at most 30% edits; or
 *  - the only route (or doc id) whose last segment is the broken link's last segment, as when a
 *    doc moved to another folder or a post's date is wrong.
 * `/` and other very short paths get a suggestion only through the first rule.
 */
const MAX_RELATIVE_EDITS = 0.3;
const MIN_TYPO_LENGTH = 4;
const MIN_LAST_SEGMENT_LENGTH = 3;

/** Another name a route is known by, such as a doc's id when its slug differs. */
export interface PathAlias {
  name: string;
  path: string;
}

/** The existing route a broken path most likely meant, or nothing when none is close. */
export function closestPath(target: string, paths: readonly string[], aliases: readonly PathAlias[] = []): string | undefined {
  const wanted = canonicalPath(target);
  const exact = paths.find((p) => canonicalPath(p) === wanted);
  if (exact !== undefined) return exact;
  const segments = segmentsOf(wanted);
  if (segments.length === 0) return undefined;
  return closestByTypo(segments, paths) ?? closestByLastSegment(segments, paths, aliases);
}

/** The id on a page a broken `#anchor` most likely meant, or nothing when none is close. */
export function closestId(id: string, ids: Iterable<string>): string | undefined {
  const wanted = canonicalId(id);
  let best: string | undefined;
  let bestScore = Infinity;
  for (const candidate of ids) {
    const other = canonicalId(candidate);
    if (other === wanted) return candidate;
    const score = relativeEdits(wanted, other);
    if (Math.max(wanted.length, other.length) >= MIN_TYPO_LENGTH && score <= MAX_RELATIVE_EDITS && score < bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}

function closestByTypo(segments: string[], paths: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  for (const p of paths) {
    const score = typoScore(segments, segmentsOf(canonicalPath(p)));
    if (score !== undefined && (score < bestScore || (score === bestScore && best !== undefined && p < best))) {
      best = p;
      bestScore = score;
    }
  }
  return best;
}

/** Edits over the length of the differing segments, or undefined when the paths differ by more than typos. */
function typoScore(a: string[], b: string[]): number | undefined {
  if (a.length !== b.length) return undefined;
  // A single-segment path has no section to share: its one segment must be a near miss itself.
  if (a.length > 1 && a[0] !== b[0]) return undefined;
  let edits = 0;
  let length = 0;
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) continue;
    const longest = Math.max(a[i]!.length, b[i]!.length);
    // `01` against `02` is a different date or version, not a typo.
    if (longest < MIN_TYPO_LENGTH) return undefined;
    const d = osaDistance(a[i]!, b[i]!);
    if (d / longest > MAX_RELATIVE_EDITS) return undefined;
    edits += d;
    length += longest;
  }
  return length === 0 ? 0 : edits / length;
}

function closestByLastSegment(segments: string[], paths: readonly string[], aliases: readonly PathAlias[]): string | undefined {
  const last = segments[segments.length - 1]!;
  if (last.length < MIN_LAST_SEGMENT_LENGTH || /^\d+$/.test(last)) return undefined;
  const matches = new Set<string>();
  for (const p of paths) if (segmentsOf(canonicalPath(p)).pop() === last) matches.add(p);
  for (const a of aliases) if (segmentsOf(canonicalPath(a.name)).pop() === last) matches.add(a.path);
  // Several routes ending the same way (`overview`, say): guessing between them would mislead.
  return matches.size === 1 ? [...matches][0] : undefined;
}

/** A path as compared: lower case, decoded, without the differences readers' browsers ignore. */
export function canonicalPath(p: string): string {
  let s = p.split(/[?#]/, 1)[0]!.toLowerCase();
  try {
    s = decodeURI(s);
  } catch {
    // A malformed escape is compared as written.
  }
  s = s.replace(/\/{2,}/g, '/').replace(/\/index(?:\.html?|\.mdx?)?$/, '/').replace(/\.(?:html?|mdx?)$/, '');
  s = s.replace(/\/+$/, '');
  return s.startsWith('/') ? s : '/' + s;
}

function canonicalId(id: string): string {
  return id.replace(/^#/, '').toLowerCase().replace(/[\s_]+/g, '-');
}

function segmentsOf(canonical: string): string[] {
  return canonical.split('/').filter(Boolean);
}

function relativeEdits(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 0 : osaDistance(a, b) / longest;
}

/** Edit distance where swapping two neighbouring characters (`pots` for `post`) is one edit, as typing makes it. */
export function osaDistance(a: string, b: string): number {
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      row[j] = d;
    }
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}
