/** Edit distance with a cut-off: beyond `max` the exact value does not matter. */
export function editDistance(a: string, b: string, max = 64): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      rowMin = Math.min(rowMin, cur[j]!);
    }
    // Every later row is at least this row's minimum: past `max`, stop.
    if (rowMin > max) return max + 1;
    prev = cur;
  }
  return prev[b.length]!;
}

/** The known name closest to a mistyped one (case aside), when it is close enough to be a typo. */
export function closestName(name: string, known: string[], max = 2): string | undefined {
  const best = known.map((k) => ({ k, d: editDistance(name.toLowerCase(), k.toLowerCase()) })).sort((a, b) => a.d - b.d)[0];
  return best && best.d <= max ? best.k : undefined;
}
