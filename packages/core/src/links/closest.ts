/** Edit distance with a cut-off: beyond `max` the exact value does not matter. */
export function editDistance(a: string, b: string, max = 64): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length]!;
}

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
