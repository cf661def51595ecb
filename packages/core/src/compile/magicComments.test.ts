import { describe, expect, it } from 'vitest';
import { commentFamilies, directiveLinePattern } from './commentSyntax.ts';
import { DEFAULT_MAGIC_COMMENTS, lineClassesFromRange, stripMagicComments } from './magicComments.ts';
import type { MagicCommentConfig } from './types.ts';

const H = 'theme-code-block-highlighted-line';
const strip = (code: string, language: string | undefined = 'js', magicComments: MagicCommentConfig[] = DEFAULT_MAGIC_COMMENTS) =>
  stripMagicComments(code, { language, magicComments });
/** The result as `[line as shown, its classes]` pairs, to read a case at a glance. */
const shown = (code: string, language?: string, magicComments?: MagicCommentConfig[]) => {
  const r = strip(code, language, magicComments);
  return r.code.split('\n').map((line, i) => [line, r.lineClasses.get(i + 1) ?? []] as const);
};

describe('comment syntax per language family', () => {
  // Each family: a language, and one `highlight-next-line` comment written in each syntax it accepts.
  const cases: [string, string[]][] = [
    ['js', ['// highlight-next-line', '/* highlight-next-line */']],
    ['TypeScript', ['//highlight-next-line', '/*highlight-next-line*/']],
    ['tsx', ['// highlight-next-line', '/* highlight-next-line */', '{/* highlight-next-line */}', '{ /*highlight-next-line*/ }']],
    ['jsx', ['{/* highlight-next-line */}']],
    ['html', ['<!-- highlight-next-line -->', '// highlight-next-line', '/* highlight-next-line */']],
    ['python', ['# highlight-next-line']],
    ['py', ['# highlight-next-line']],
    ['bash', ['# highlight-next-line']],
    ['md', ['<!-- highlight-next-line -->', '{/* highlight-next-line */}', '# highlight-next-line']],
    ['markdown', ['<!-- highlight-next-line -->']],
    ['tex', ['% highlight-next-line']],
    ['latex', ['% highlight-next-line']],
    ['matlab', ['% highlight-next-line']],
    ['lua', ['-- highlight-next-line']],
    ['haskell', ['-- highlight-next-line']],
    ['sql', ['-- highlight-next-line', '/* highlight-next-line */']],
    ['wasm', [';; highlight-next-line']],
    ['vb', ["' highlight-next-line", '‘ highlight-next-line', 'REM highlight-next-line', 'rem highlight-next-line']],
    ['vbnet', ["' highlight-next-line", "_ ' highlight-next-line", 'Rem highlight-next-line']],
    ['batch', ['REM highlight-next-line']],
    ['basic', ['REM highlight-next-line', '! highlight-next-line']],
    ['fsharp', ['// highlight-next-line', '(* highlight-next-line *)']],
    ['ocaml', ['(* highlight-next-line *)']],
    ['sml', ['(* highlight-next-line *)']],
    ['fortran', ['! highlight-next-line']],
    ['cobol', ['*> highlight-next-line']],
    // Unknown languages, `text` and no language at all take the common syntaxes.
    ['rust', ['// highlight-next-line', '/* highlight-next-line */', '{/* highlight-next-line */}', '# highlight-next-line', '<!-- highlight-next-line -->']],
    ['yaml', ['# highlight-next-line']],
    ['css', ['/* highlight-next-line */']],
    ['mdx', ['{/* highlight-next-line */}', '<!-- highlight-next-line -->']],
    ['text', ['// highlight-next-line', '# highlight-next-line']],
  ];
  for (const [language, comments] of cases) {
    for (const comment of comments) {
      it(`${language}: removes \`${comment}\` and highlights the next line`, () => {
        expect(shown(`before\n    ${comment}  \ntarget\nafter`, language)).toEqual([
          ['before', []],
          ['target', [H]],
          ['after', []],
        ]);
      });
    }
  }

  it('with no language at all, uses the common syntaxes', () => {
    const r = stripMagicComments('# highlight-next-line\nx', { language: undefined, magicComments: DEFAULT_MAGIC_COMMENTS });
    expect([r.code, [...r.lineClasses]]).toEqual(['x', [[1, [H]]]]);
  });

  // A syntax the language does not have is code, not a magic comment.
  const foreign: [string, string][] = [
    ['js', '# highlight-next-line'],
    ['js', '<!-- highlight-next-line -->'],
    ['ts', '{/* highlight-next-line */}'],
    ['python', '// highlight-next-line'],
    ['bash', '-- highlight-next-line'],
    ['lua', '# highlight-next-line'],
    ['sql', '# highlight-next-line'],
    ['tex', '// highlight-next-line'],
    ['rust', '-- highlight-next-line'],
    ['rust', '% highlight-next-line'],
    ['ini', '; highlight-next-line'],
    ['ocaml', '// highlight-next-line'],
  ];
  for (const [language, line] of foreign) {
    it(`${language}: keeps \`${line}\` as code`, () => {
      expect(shown(`${line}\nx`, language)).toEqual([
        [line, []],
        ['x', []],
      ]);
    });
  }

  it('keeps text that merely contains a directive: mid-line, in a string, with more words, or with mismatched delimiters', () => {
    const code = [
      'const s = "highlight-next-line";',
      "log('// highlight-next-line')",
      'x(); // highlight-next-line',
      '// highlight-next-line please',
      '// highlight-next-lines',
      '/* highlight-next-line -->',
      '{/* highlight-next-line */',
      '// highlight-start-here',
    ];
    const r = strip(code.join('\n'), 'jsx');
    expect(r.code).toBe(code.join('\n'));
    expect(r.lineClasses.size).toBe(0);
    expect(r.issues).toEqual([]);
  });

  it('matches the language name whatever its case', () => {
    expect(commentFamilies('PYTHON')).toEqual(commentFamilies('python'));
    expect(directiveLinePattern('SQL', ['x'])!.test('-- x')).toBe(true);
  });

  it('treats a configured directive as text, not as a pattern', () => {
    const custom: MagicCommentConfig[] = [{ className: 'c', line: 'a.b+' }];
    expect(shown('// a.b+\none\n// aXbbb\ntwo', 'js', custom)).toEqual([
      ['one', ['c']],
      ['// aXbbb', []],
      ['two', []],
    ]);
  });
});

describe('highlight-next-line, highlight-start and highlight-end', () => {
  it('removes the comment lines, from the code that is shown and copied alike', () => {
    const r = strip(['function f() {', '  // highlight-next-line', '  return 1;', '  // highlight-start', '  a();', '  b();', '  // highlight-end', '}'].join('\n'));
    expect(r.code).toBe(['function f() {', '  return 1;', '  a();', '  b();', '}'].join('\n'));
    expect([...r.lineClasses]).toEqual([
      [2, [H]],
      [3, [H]],
      [4, [H]],
    ]);
    expect(r.issues).toEqual([]);
  });

  it('numbers the lines as shown, after the comments are gone (what showLineNumbers counts)', () => {
    const r = strip('// highlight-start\none\ntwo\n// highlight-end\nthree\n// highlight-next-line\nfour');
    expect(r.code.split('\n')).toEqual(['one', 'two', 'three', 'four']);
    expect([...r.lineClasses.keys()]).toEqual([1, 2, 4]);
  });

  it('highlights nothing for a highlight-next-line on the last line, and removes it', () => {
    const r = strip('one\n// highlight-next-line');
    expect(r.code).toBe('one');
    expect(r.lineClasses.size).toBe(0);
  });

  it('highlights nothing for a highlight-start without an end (as Docusaurus), and reports it', () => {
    const r = strip('one\n// highlight-start\ntwo\nthree');
    expect(r.code).toBe('one\ntwo\nthree');
    expect(r.lineClasses.size).toBe(0);
    expect(r.issues).toEqual([{ kind: 'unclosed-block', line: 2, text: '// highlight-start', start: 'highlight-start', end: 'highlight-end' }]);
  });

  it('highlights from the top for a highlight-end without a start (as Docusaurus), and reports it', () => {
    const r = strip('one\ntwo\n// highlight-end\nthree');
    expect(shown('one\ntwo\n// highlight-end\nthree')).toEqual([
      ['one', [H]],
      ['two', [H]],
      ['three', []],
    ]);
    expect(r.issues.map((i) => [i.kind, i.line])).toEqual([['unopened-end', 3]]);
  });

  it('does not nest ranges of one kind: a second start moves the range (as Docusaurus), and is reported', () => {
    const code = '// highlight-start\nouter\n// highlight-start\ninner\n// highlight-end\nafter\n// highlight-end\nlast';
    expect(shown(code)).toEqual([
      ['outer', []],
      ['inner', [H]],
      ['after', [H]],
      ['last', []],
    ]);
    expect(strip(code).issues.map((i) => [i.kind, i.line])).toEqual([
      ['nested-start', 3],
      ['unopened-end', 7],
    ]);
  });

  it('highlights the lines either side of an empty range (as Docusaurus), and reports it', () => {
    const code = 'one\n// highlight-start\n// highlight-end\ntwo\nthree';
    expect(shown(code)).toEqual([
      ['one', [H]],
      ['two', [H]],
      ['three', []],
    ]);
    expect(strip(code).issues.map((i) => [i.kind, i.line])).toEqual([['empty-block', 3]]);
  });

  it('joins ranges, next-line marks and repeats without giving a line the class twice', () => {
    const code = '// highlight-next-line\n// highlight-next-line\n// highlight-start\na\n// highlight-end\nb';
    expect(shown(code)).toEqual([
      ['a', [H]],
      ['b', []],
    ]);
  });

  it('keeps CRLF line endings of the kept lines and recognises comments ending in \\r', () => {
    const r = strip('one\r\n// highlight-next-line\r\ntwo\r');
    expect(r.code).toBe('one\r\ntwo\r');
    expect([...r.lineClasses.keys()]).toEqual([2]);
  });
});

describe('custom magic comments (themeConfig.prism.magicComments)', () => {
  const custom: MagicCommentConfig[] = [
    { className: H, line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
    { className: 'code-block-error-line', line: 'This will error' },
    { className: 'code-block-added', block: { start: 'added-start', end: 'added-end' } },
  ];

  it('applies each kind\'s class, and both where they overlap (classes in config order)', () => {
    const code = ['// added-start', 'a', '// This will error', 'b', '// highlight-start', 'c', '// added-end', 'd', '// highlight-end', 'e'].join('\n');
    expect(shown(code, 'ts', custom)).toEqual([
      ['a', ['code-block-added']],
      ['b', ['code-block-error-line', 'code-block-added']],
      ['c', [H, 'code-block-added']],
      ['d', [H]],
      ['e', []],
    ]);
  });

  it('replaces the default: the default directives are code when the config leaves them out', () => {
    const only: MagicCommentConfig[] = [{ className: 'code-block-error-line', line: 'This will error' }];
    expect(shown('# highlight-next-line\n# This will error\nboom()', 'python', only)).toEqual([
      ['# highlight-next-line', []],
      ['boom()', ['code-block-error-line']],
    ]);
  });

  it('leaves every line alone when the config is an empty list', () => {
    expect(strip('// highlight-next-line\n//\nx', 'js', [])).toEqual({ code: '// highlight-next-line\n//\nx', lineClasses: new Map(), issues: [] });
  });

  it('reports an unclosed custom block with its own directives', () => {
    expect(strip('-- added-start\nx', 'sql', custom).issues).toEqual([{ kind: 'unclosed-block', line: 1, text: '-- added-start', start: 'added-start', end: 'added-end' }]);
  });
});

describe('a fence range {1,3-5}', () => {
  it('gives the first magic comment\'s class and leaves comments in the code, numbered as written', () => {
    const code = '// highlight-next-line\none\ntwo';
    const r = lineClassesFromRange(code, [1, 3, 9], [{ className: 'first', line: 'x' }, { className: 'second', line: 'y' }]);
    expect(r.code).toBe(code);
    expect([...r.lineClasses]).toEqual([
      [1, ['first']],
      [3, ['first']],
    ]);
  });

  it('has no class to give when the config is an empty list', () => {
    expect(lineClassesFromRange('a', [1], []).lineClasses.size).toBe(0);
  });
});
