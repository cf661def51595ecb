import { describe, expect, it } from 'vitest';
import { locateImport } from './locateImport.ts';

describe('locateImport', () => {
  it('points at the opening quote of the specifier', () => {
    const text = "---\ntitle: A\n---\n\nimport Foo from '@site/src/Foo';\n";
    expect(locateImport(text, '@site/src/Foo', { markdown: true })).toEqual({ line: 5, column: 17 });
  });

  it('skips an example of the import in a Markdown code block', () => {
    const text = ['```js', "import Foo from './Foo';", '```', '', "import Foo from './Foo';"].join('\n');
    expect(locateImport(text, './Foo', { markdown: true })).toEqual({ line: 5, column: 17 });
    expect(locateImport(text, './Foo')).toEqual({ line: 2, column: 17 });
  });

  it('prefers the import over a mention of the same string', () => {
    const text = ['const label = "./Foo";', 'const Foo = await import("./Foo");'].join('\n');
    expect(locateImport(text, './Foo')).toEqual({ line: 2, column: 26 });
  });

  it('finds side-effect imports and nothing for an absent specifier', () => {
    expect(locateImport("import './styles.css';", './styles.css')).toEqual({ line: 1, column: 8 });
    expect(locateImport("import a from './a';", './b')).toBeUndefined();
  });
});
