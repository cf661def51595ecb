import { editDistance } from '../util/editDistance.ts';
import { allowedEdits } from './closestModule.ts';

/** The last segment of a nested name: `BlogSidebar/Mobile` → `Mobile`. */
function leaf(name: string): string {
  return name.slice(name.lastIndexOf('/') + 1);
}

/**
 * The known names an unknown one most likely meant, closest first: the same letters in another
 * case, then names a typo away, then names whose last segment is the one wanted (a component
 * asked for at the wrong depth, `CopyButton` for `CodeBlock/CopyButton`).
 */
export function closeNames(wanted: string, known: readonly string[], limit = 3): string[] {
  const lower = wanted.toLowerCase();
  const scored: { name: string; score: number }[] = [];
  const max = allowedEdits(wanted);
  for (const name of known) {
    if (name === wanted) continue;
    const candidate = name.toLowerCase();
    if (candidate === lower) scored.push({ name, score: -1 });
    else {
      const d = editDistance(lower, candidate, max);
      if (d <= max) scored.push({ name, score: d });
      else if (leaf(candidate) === leaf(lower)) scored.push({ name, score: max + 1 });
    }
  }
  return scored
    .sort((a, b) => a.score - b.score || a.name.localeCompare(b.name, 'en'))
    .slice(0, limit)
    .map((s) => s.name);
}

/**
 * What to tell an author whose import names a module of a fixed set that is not there (a
 * Docusaurus module, a theme component): the right spelling, the close names, or else `otherwise`.
 */
export function unknownNameHint(prefix: string, wanted: string, known: readonly string[], otherwise: string): string {
  const near = closeNames(wanted, known);
  if (near.length === 0) return otherwise;
  if (near[0]!.toLowerCase() === wanted.toLowerCase()) return `Module names are case-sensitive: import "${prefix}${near[0]}".`;
  const quoted = near.map((n) => `"${prefix}${n}"`);
  return `Did you mean ${quoted.length === 1 ? quoted[0] : `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`}?`;
}
