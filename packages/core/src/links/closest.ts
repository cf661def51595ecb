import { editDistance } from '../util/editDistance.ts';

export { editDistance };

/** The existing path most like a broken one: same last segment first, then the fewest edits. */
export function closestPath(target: string, paths: string[]): string | undefined {
  const last = target.split('/').pop();
  let best: string | undefined;
  let bestScore = Infinity;
  for (const p of paths) {
    const score = editDistance(target, p) - (last && p.split('/').pop() === last ? 8 : 0);
    if (score < bestScore) {
      bestScore = score;
      best = p;
    }
  }
  return best;
}
