/**
 * A test of paths against globs as Docusaurus's `ignorePatterns` take them: `*` is any run of
 * characters within one segment, `**` any run across segments, `?` one character.
 */
export function globMatcher(patterns: readonly string[]): (path: string) => boolean {
  if (patterns.length === 0) return () => false;
  const res = patterns.map(globRegExp);
  return (path) => res.some((re) => re.test(path));
}

function globRegExp(glob: string): RegExp {
  // `/tags/**` matches `/tags` itself too.
  const under = glob.endsWith('/**');
  if (under) glob = glob.slice(0, -3);
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === '*' && glob[i + 1] === '*') {
      // `/**` at the end or `**/` in between also matches no segment at all.
      if (glob[i + 2] === '/') { source += '(?:.*/)?'; i += 2; } else { source += '.*'; i += 1; }
    } else if (c === '*') source += '[^/]*';
    else if (c === '?') source += '[^/]';
    else source += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}${under ? '(?:/.*)?' : ''}$`);
}
