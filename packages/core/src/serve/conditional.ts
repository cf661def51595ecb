import type { IncomingHttpHeaders } from 'node:http';

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/**
 * Whether a GET or HEAD may be answered 304 (RFC 9110, 13.1): If-None-Match when present
 * (weak comparison, `*` or a list), otherwise If-Modified-Since, compared at the one-second
 * precision of an HTTP date.
 */
export function isNotModified(headers: IncomingHttpHeaders, etag: string, lastModifiedMs: number): boolean {
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined) return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
  const ifModifiedSince = headers['if-modified-since'];
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && Math.floor(lastModifiedMs / 1000) * 1000 <= since;
}
