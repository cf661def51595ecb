/**
 * The `_headers` file of Netlify and Cloudflare Pages: a URL path pattern on a line of its own,
 * then its headers on indented `Name: value` lines; `#` starts a comment line. In a pattern `*`
 * matches anything (slashes included) and `:name` one path segment.
 *
 *     /docs/*
 *       X-Frame-Options: DENY
 *     /docs/:page/
 *       Content-Security-Policy: default-src 'self'
 */
export interface HeaderRule {
  pattern: string;
  /** 1-based line of the pattern. */
  line: number;
  headers: [name: string, value: string][];
  matcher: RegExp;
}

export interface HeadersFileProblem {
  line: number;
  message: string;
}

/** RFC 9110's token characters: what a header name may hold. */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** Control characters other than tab, which would split or corrupt the response head. */
const UNSAFE_VALUE = /[\x00-\x08\x0a-\x1f\x7f]/;

/** A splat, or a `:name` taking a whole path segment (a colon inside a segment is just a colon). */
const PLACEHOLDER = /(\*|(?<=\/):[A-Za-z_]\w*(?=\/|$))/;

function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split(PLACEHOLDER)
    .map((part, i) => (i % 2 === 0 ? part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : part === '*' ? '.*' : '[^/]+'))
    .join('');
  return new RegExp(`^${source}$`);
}

/** Every block of the file, and a problem for each line that could not be read (the rest still applies). */
export function parseHeadersFile(text: string): { rules: HeaderRule[]; problems: HeadersFileProblem[] } {
  const rules: HeaderRule[] = [];
  const problems: HeadersFileProblem[] = [];
  // undefined before the first pattern; null under a pattern that was refused, whose headers are skipped.
  let current: HeaderRule | null | undefined;
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    if (!/^\s/.test(raw)) {
      current = trimmed.startsWith('/') ? { pattern: trimmed, line, headers: [], matcher: patternToRegExp(trimmed) } : null;
      if (current) rules.push(current);
      else problems.push({ line, message: `"${trimmed}" is not a path: a pattern starts with "/" (absolute URLs are not supported).` });
      return;
    }
    if (current === null) return;
    if (current === undefined) {
      problems.push({ line, message: 'a header before any path pattern: put the pattern on an unindented line above it.' });
      return;
    }
    const colon = trimmed.indexOf(':');
    const name = trimmed.slice(0, Math.max(colon, 0)).trim();
    const value = trimmed.slice(colon + 1).trim();
    if (colon <= 0 || !HEADER_NAME.test(name)) problems.push({ line, message: `expected "Name: value", found "${trimmed}".` });
    else if (UNSAFE_VALUE.test(value)) problems.push({ line, message: `the value of ${name} holds a control character.` });
    else current.headers.push([name, value]);
  });
  return { rules, problems };
}

/**
 * The headers of every rule matching any of `paths` (the forms by which a request reaches one
 * file), each rule counted once. A header set by several rules, or twice in one, has its values
 * joined with ", ", as both hosts do; names keep the case of their first appearance.
 */
export function headersFor(rules: readonly HeaderRule[], paths: readonly string[]): Record<string, string> {
  const merged = new Map<string, [name: string, value: string]>();
  for (const rule of rules) {
    if (!paths.some((p) => rule.matcher.test(p))) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const seen = merged.get(key);
      merged.set(key, seen ? [seen[0], `${seen[1]}, ${value}`] : [name, value]);
    }
  }
  return Object.fromEntries(merged.values());
}
