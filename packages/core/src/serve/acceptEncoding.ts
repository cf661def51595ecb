import type { Encoding } from '../write/precompress.ts';

/** Between equally acceptable codings, the smaller first. */
const PREFERENCE: Encoding[] = ['br', 'gzip'];

/** Browsers send a handful of distinct values, each on every request: parsed once each (bounded, in case a client sends endless variations). */
const parsed = new Map<string, Map<string, number>>();
const MAX_PARSED = 64;

/** Each coding's q value as the header states it (`x-gzip` is gzip's old name); `*` stands for any coding not named. */
function weights(header: string): Map<string, number> {
  const known = parsed.get(header);
  if (known) return known;
  if (parsed.size >= MAX_PARSED) parsed.clear();
  const q = new Map<string, number>();
  parsed.set(header, q);
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!name) continue;
    const qParam = params.find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(value) ? value : 0);
  }
  return q;
}

/**
 * The content coding to send, from those available, for a request's `Accept-Encoding`: the one
 * with the highest q value, br before gzip on a tie; identity when none is acceptable (q=0, or no
 * header at all). Identity is sent even to a client that refuses it, rather than nothing, which
 * RFC 9110 (12.5.3) allows.
 */
export function chooseEncoding(header: string | undefined, available: readonly Encoding[]): Encoding | 'identity' {
  if (!header || available.length === 0) return 'identity';
  const q = weights(header);
  let best: Encoding | 'identity' = 'identity';
  let bestQ = 0;
  for (const encoding of PREFERENCE) {
    if (!available.includes(encoding)) continue;
    const value = q.get(encoding) ?? q.get('*') ?? 0;
    if (value > bestQ) [best, bestQ] = [encoding, value];
  }
  return best;
}
