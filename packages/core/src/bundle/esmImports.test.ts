import { describe, expect, it } from 'vitest';
import { esmImports } from './esmImports.ts';

describe('esmImports', () => {
  it('keeps the import blocks, blanks the rest, and keeps the lines', () => {
    const body = ['import A from "./A";', 'import {', '  B,', '} from "./B";', '', '# Title <broken', '', '```js', 'import C from "./C";', '```', '', 'import D from "./D";'].join('\n');
    const out = esmImports(body).split('\n');
    expect(out).toHaveLength(12);
    expect(out.slice(0, 4)).toEqual(['import A from "./A";', 'import {', '  B,', '} from "./B";']);
    expect(out[5]).toBe('');
    expect(out[8]).toBe('');
    expect(out[11]).toBe('import D from "./D";');
  });

  it('ignores the word import inside a paragraph', () => {
    expect(esmImports('Text first\nimport is a word here').trim()).toBe('');
  });
});
