import { PLAIN, type Palette } from './colour.ts';
import { formatDiagnostic, location, plural } from './diagnostic.ts';
import type { Diagnostic } from './diagnostic.ts';
import { groupDiagnostics, groupsByCode, type DiagnosticGroup } from './groupDiagnostics.ts';

export interface ReportOptions {
  /** What paths are shown relative to. */
  cwd?: string;
  palette?: Palette;
  /** Every diagnostic in full, however many. */
  all?: boolean;
  /** How many places a group lists before folding the rest into a count; each in full up to `placesFolded`. */
  placesShown?: number;
  placesFolded?: number;
  /** How many groups of one code are listed before the rest become a count; all of them up to `groupsFolded`. */
  groupsShown?: number;
  groupsFolded?: number;
}

/**
 * Diagnostics for a person to read: the same problem at more than a few places is one block that
 * lists some of them and counts the rest, a code with a great many distinct problems lists the first ones and
 * counts the rest, and a closing line counts them by code. One page linking to a missing page
 * reads as before; 5,000 links to 40 missing pages read as 40 blocks instead of 15,000 lines.
 * The `--json` report is not made from this and keeps every diagnostic.
 */
export function formatDiagnosticReport(list: readonly Diagnostic[], o: ReportOptions = {}): string {
  const { all = false, placesShown = 3, placesFolded = 5, groupsShown = 40, groupsFolded = 50 } = o;
  const format = { cwd: o.cwd, palette: o.palette ?? PLAIN };
  const blocks: string[] = [];
  let folded = false;
  const codes = groupsByCode(groupDiagnostics(list));
  for (const { code, groups } of codes) {
    const listed = all || groups.length <= groupsFolded ? groups : groups.slice(0, groupsShown);
    for (const group of listed) {
      // A problem at a few places reads best in full, each with its code frame.
      if (all || group.places.length <= placesFolded) {
        for (const d of group.places) blocks.push(formatDiagnostic(d, format));
        continue;
      }
      folded = true;
      blocks.push(formatGroup(group, placesShown, format));
    }
    if (listed.length < groups.length) {
      folded = true;
      const rest = groups.slice(listed.length);
      const restCount = rest.reduce((n, g) => n + g.places.length, 0);
      const files = new Set(rest.flatMap((g) => g.places.map((d) => d.file ?? ''))).size;
      blocks.push(`... and ${plural(restCount, `more ${code} ${severityNoun(rest[0]!.first)}`)} (${plural(rest.length, 'distinct problem')} in ${plural(files, 'file')}) not listed: run with --verbose to list every one, or --json.`);
    }
  }
  if (folded) blocks.push(`By code: ${codes.map((c) => `${c.code} ${c.count} (${c.groups.length} distinct)`).join(', ')}.`);
  return blocks.join('\n\n');
}

const severityNoun = (d: Diagnostic) => d.severity === 'info' ? 'info diagnostic' : d.severity;

/**
 * One problem at many places: the first place as a diagnostic of its own (so a problem matcher
 * reading `file:line:col: warning:` lines still finds it), then the other places shown, how many
 * more there are, and the hint once.
 */
function formatGroup(group: DiagnosticGroup, shown: number, format: { cwd?: string; palette: Palette }): string {
  const { places, first } = group;
  const lines = [formatDiagnostic({ ...first, hint: undefined }, format)];
  for (const d of places.slice(1, shown)) lines.push(`  also at ${location(d, format.cwd) || '(no file)'}`);
  if (shown < places.length) {
    const files = new Set(places.map((d) => d.file ?? '')).size;
    lines.push(`  ... and ${places.length - shown} more places (${places.length} in ${plural(files, 'file')}; run with --verbose to list them all)`);
  }
  if (first.hint) lines.push(`  hint: ${first.hint}`);
  return lines.join('\n');
}
