import { afterEach, describe, expect, it, vi } from 'vitest';
import { highlightBlocks } from './codeHighlighter.ts';

describe('highlightBlocks', () => {
  afterEach(() => vi.restoreAllMocks());

  it('colours every line however slow the machine is, so two builds write the same HTML', async () => {
    const block = { code: 'const a = 1;\nconst b = "two";\nfunction c() { return a + b; }', language: 'ts', lineClasses: new Map<number, string[]>() };
    const calm = (await highlightBlocks([block], undefined))[0]!;
    // A clock that jumps a second at every look: each line seems to take far longer than shiki's default limit.
    let now = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => (now += 1000));
    const busy = (await highlightBlocks([block], undefined))[0]!;
    expect(busy).toBe(calm);
    expect(busy.match(/<span class="line">/g)).toHaveLength(3);
    expect(busy).toMatch(/<span class="line">(<span style="[^"]+">[^<]*<\/span>){4,}/);
  });
});
