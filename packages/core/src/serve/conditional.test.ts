import { describe, expect, it } from 'vitest';
import { isNotModified } from './conditional.ts';

const ETAG = '"abc-br"';
/** 2024-03-01 12:00:00.750 UTC: a modification time with milliseconds, which an HTTP date drops. */
const MODIFIED = Date.UTC(2024, 2, 1, 12, 0, 0, 750);

describe('isNotModified', () => {
  it.each([
    ['if-none-match', '"abc-br"', true],
    ['if-none-match', 'W/"abc-br"', true],
    ['if-none-match', '"x", "abc-br"', true],
    ['if-none-match', '*', true],
    ['if-none-match', '"abc"', false],
    ['if-none-match', '"abc-gz"', false],
    ['if-none-match', '', false],
    ['if-modified-since', 'Fri, 01 Mar 2024 12:00:00 GMT', true],
    ['if-modified-since', 'Fri, 01 Mar 2024 12:00:01 GMT', true],
    ['if-modified-since', 'Fri, 01 Mar 2024 11:59:59 GMT', false],
    ['if-modified-since', 'not a date', false],
  ])('%s: %s → %s', (header, value, expected) => {
    expect(isNotModified({ [header]: value }, ETAG, MODIFIED)).toBe(expected);
  });

  it('lets If-None-Match decide when both are sent', () => {
    expect(isNotModified({ 'if-none-match': '"other"', 'if-modified-since': 'Fri, 01 Mar 2024 13:00:00 GMT' }, ETAG, MODIFIED)).toBe(false);
  });

  it('answers in full without validators', () => {
    expect(isNotModified({}, ETAG, MODIFIED)).toBe(false);
  });
});
