// Seeded randomness for the corpus: the same seed gives byte-identical files on every run and
// machine, so build times from two runs compare the same work. Never Math.random or the clock.

/** A 32-bit FNV-1a hash, to turn a seed string such as `bench:doc:125` into a PRNG state. */
export function hashString(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: tiny, fast and good enough for synthetic text. Returns floats in [0, 1). */
function mulberry32(state) {
  let a = state >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random source with the helpers the generator needs, seeded from a string key. */
export function createRandom(key) {
  const next = mulberry32(hashString(key));
  const rnd = {
    next,
    /** Integer in [min, max], both included. */
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
    /** `count` distinct items of `list` (fewer if the list is shorter), in random order. */
    sample(list, count) {
      const pool = [...list];
      const out = [];
      while (out.length < count && pool.length) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]);
      return out;
    },
    /** Index into `weights`, chosen in proportion to each weight. */
    weighted(weights) {
      const total = weights.reduce((a, b) => a + b, 0);
      let r = next() * total;
      for (let i = 0; i < weights.length; i++) {
        r -= weights[i];
        if (r < 0) return i;
      }
      return weights.length - 1;
    },
  };
  return rnd;
}
