import { describe, expect, it } from 'vitest';
import { createElement, isValidElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { callsRender, evaluate } from './evaluate.ts';
import { highlight } from './highlight.ts';
import { transform } from 'sucrase';
import { firstFailure, parseFailure, placeInCode } from './syntaxErrorPosition.ts';

const html = (code: string, language = 'tsx') => {
  const result = evaluate(code, language);
  if (!result.ok) throw new Error(`${result.error.name}: ${result.error.message}`);
  return renderToStaticMarkup(result.element as ReactElement);
};
const errorOf = (code: string, language = 'tsx') => {
  const result = evaluate(code, language);
  if (result.ok) throw new Error('expected an error');
  return `${result.error.name}: ${result.error.message}`;
};

describe('evaluate', () => {
  it('renders an element, a component (React and its hooks in scope) and TypeScript', () => {
    expect(html('<b>hi</b>')).toBe('<b>hi</b>');
    expect(html('<b>hi</b>;\n// trailing comment')).toBe('<b>hi</b>');
    expect(html('function Counter() {\n  const [n] = useState<number>(3);\n  return <i>{n}</i>;\n}')).toBe('<i>3</i>');
    expect(html('() => <React.Fragment><>a</>b</React.Fragment>')).toBe('ab');
    expect(html('<p>{[1, 2].map((n) => <span key={n}>{n}</span>)}</p>', 'jsx')).toBe('<p><span>1</span><span>2</span></p>');
  });

  it('runs statements that end in render(...)', () => {
    expect(html('type P = { name: string };\nconst Hi = ({ name }: P) => <p>Hi {name}</p>;\nrender(<Hi name="you" />);')).toBe('<p>Hi you</p>');
    // Names the scope already has may be declared again.
    expect(html('const cache = new Map();\nconst version = 2;\nrender(<i>{version}</i>);')).toBe('<i>2</i>');
  });

  it("puts the site's scope in reach, over React's names but never over render()", () => {
    const Badge = ({ children }: { children: string }) => createElement('mark', null, children);
    const scoped = (code: string) => {
      const result = evaluate(code, 'tsx', { Badge, Fragment: 'shadowed', render: 'ignored', 'not-a-name': 1 });
      if (!result.ok) throw new Error(result.error.message);
      return renderToStaticMarkup(result.element as ReactElement);
    };
    expect(scoped('<Badge>New</Badge>')).toBe('<mark>New</mark>');
    expect(scoped('<b>{Fragment}</b>')).toBe('<b>shadowed</b>');
    expect(scoped('render(<Badge>Sale</Badge>)')).toBe('<mark>Sale</mark>');
    expect(errorOf('<Badge>New</Badge>')).toMatch(/ReferenceError: Badge is not defined/);
  });

  it('tells render() calls from methods and member calls', () => {
    expect(callsRender('render(<App />)')).toBe(true);
    expect(callsRender('const a = 1;\nrender(<App />);')).toBe(true);
    expect(callsRender('class A extends React.Component {\n  render() {\n    return <p />;\n  }\n}')).toBe(false);
    expect(callsRender('<Foo render={() => <p />} />')).toBe(false);
    expect(callsRender('() => root.render(<p />)')).toBe(false);
    expect(isValidElement((evaluate('class A extends React.Component { render() { return <p>c</p>; } }', 'jsx') as { element: unknown }).element)).toBe(true);
  });

  it('reports syntax errors at the line the reader sees, and what the code must be', () => {
    expect(errorOf('<div>\n  <b>\n</div>')).toMatch(/^SyntaxError: .*\(3:7\)$/);
    expect(errorOf('\n\n<div>\n  <b { />\n</div>')).toMatch(/^SyntaxError: .*\(4:\d+\)$/);
    expect(errorOf('const x = ;\nrender(<p />);')).toMatch(/^SyntaxError: .*\(1:\d+\)$/);
    expect(errorOf('const a = 1;\nconst b = 2;')).toContain('must be a single JSX expression or component, or call render(');
  });

  it('reports runtime errors, a missing render() call and values it cannot render', () => {
    expect(errorOf('const a = 1;\nif (a) throw new TypeError("nope");\nrender(<p />);')).toBe('TypeError: nope');
    expect(errorOf('undefinedThing.call()')).toBe('ReferenceError: undefinedThing is not defined');
    expect(errorOf('const a = 1;\nfunction f() { render(<p />); }')).toBe('Error: The code did not call render(<Component />).');
    expect(errorOf('({ a: 1 })')).toBe('TypeError: The code must evaluate to a JSX element or a component.');
  });
});

/** Where evaluate() says a syntax error is, as "line:column", and the same place in its message. */
const placeOf = (code: string, language = 'tsx') => {
  const result = evaluate(code, language);
  if (result.ok) throw new Error('expected an error');
  const { line, column, message } = result.error;
  expect(message.endsWith(`(${line}:${column})`), message).toBe(true);
  return `${line}:${column}`;
};

describe("syntax error positions in the reader's code", () => {
  it.each([['tsx'], ['jsx']])('an expression (wrapped before transpiling): line 1, a later line, JSX, leading blank lines (%s)', (language) => {
    expect(placeOf('<b>{1 +}</b>', language)).toBe('1:8');
    expect(placeOf('function Counter() {\n  const [n] = useState(0);\n  const x = ;\n  return <p>{n}</p>;\n}', language)).toBe('3:13');
    expect(placeOf('<div>\n  <b { />\n</div>', language)).toBe('2:8');
    expect(placeOf('\n\n<div>\n  <b { />\n</div>', language)).toBe('4:8');
    // Noticed only in the wrapper's closing line: the end of the reader's code.
    expect(placeOf('<div>\n  <b>\n</div>', language)).toBe('3:7');
  });

  it.each([['tsx'], ['jsx']])('statements that call render() (not wrapped): line 1, a later line, JSX (%s)', (language) => {
    expect(placeOf('const a = ;\nrender(<p />);', language)).toBe('1:11');
    expect(placeOf('const a = 1;\nconst b = 2;\nconst c = ;\nrender(<p />);', language)).toBe('3:11');
    expect(placeOf('const a = 1;\n\nrender(<div>\n  <b { />\n</div>);', language)).toBe('4:8');
  });

  it('points inside an element whose first attribute the TypeScript parser would blame (every error at 1:15)', () => {
    const inElement = "<div style={{ display: 'flex', gap: 8 }}>\n  <b>New</b>\n  <i>{1 +}</i>\n</div>";
    expect(placeOf(inElement, 'tsx')).toBe('3:10');
    expect(placeOf(inElement, 'jsx')).toBe('3:10');
    expect(placeOf(`function Badges() {\n  return (\n    ${inElement.replace(/\n/g, '\n    ')}\n  );\n}\nrender(<Badges />);`, 'tsx')).toBe('5:14');
  });

  it('points inside an arrow function, not at its arrow (where the parser backtracks to)', () => {
    const component = 'const Example = () => {\n  const [n, setN] = useState(0);\n  const label = ;\n  return <p>{label}</p>;\n};\nrender(<Example />);';
    expect(placeOf(component)).toBe('3:17');
    // An arrow in a JSX attribute inside an arrow, and one with a TypeScript return type.
    expect(placeOf('() => {\n  const [n, setN] = useState(0);\n  return <button onClick={() => setN(n + )}>{n}</button>;\n}')).toBe('3:42');
    expect(placeOf('(): JSX.Element => {\n  const y = ;\n  return <p />;\n}')).toBe('2:13');
    // Statements without render() fail as an expression at their first word: their own error wins.
    expect(placeOf('const App = () => {\n  const x = 1;\n  const y = ;\n  return <p />;\n}')).toBe('3:13');
    // The arrow itself wrong: the arrow it stays.
    expect(placeOf('const f = (a + 1) => 2;\nrender(<p />);')).toBe('1:19');
  });

  it('maps any wrapper back: one on the same line as the code, and lines before it', () => {
    const parse = (text: string) => transform(text, { transforms: ['typescript', 'jsx'] });
    const code = '<div>\n  <b { />\n</div>';
    for (const [before, after] of [['render(', ')'], ['(function () {\n\n  return (', ');\n})'], ['// one\n// two\nlet z = 0; z = ', ';']] as const) {
      const text = before + code + after;
      let failure;
      try {
        parse(text);
      } catch (error) {
        failure = firstFailure(text, parseFailure(error), { parse, typescript: true });
      }
      expect(failure?.message, before).toBe('Unexpected token, expected "..."');
      expect(placeInCode({ text, codeStart: before.length, code }, failure!.index!), before).toEqual({ index: code.indexOf('/>'), line: 2, column: 8 });
    }
    // Before the code: its start; after it: its end.
    expect(placeInCode({ text: '(x)', codeStart: 1, code: 'x' }, 0)).toEqual({ index: 0, line: 1, column: 1 });
    expect(placeInCode({ text: '(ab\nc)', codeStart: 1, code: 'ab\nc' }, 7)).toEqual({ index: 4, line: 2, column: 2 });
  });

  it('names no place the transpiler does not name', () => {
    const result = evaluate('<p>{count times}</p>', 'tsx');
    expect(result.ok ? undefined : result.error).toEqual({ name: 'Error', message: 'Unexpected token when processing JSX children.' });
  });
});

const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');

describe('highlight', () => {
  const samples = [
    'function Counter() {\n  const [count, setCount] = useState<number>(0);\n  return (\n    <button type="button" onClick={() => setCount(count + 1)}>\n      Clicked {count} times\n    </button>\n  );\n}',
    'const re = /a[/]b\\//g; const d = a / b / c; const t = `x ${y} z`; // done\n/* block */ <>{"<"}&amp;</>',
    '<div unterminated="yes\n<p>{open', // Half-typed code must never throw or lose text.
    '<', '</', '{', '}', '"', '`', '/*', '/', 'a < b && c > d', 'x => <A.B c={d} {...e} />',
  ];

  it('keeps every character, escaped, so the copy lines up with the textarea', () => {
    for (const sample of samples) {
      const out = highlight(sample);
      expect(text(out)).toBe(sample);
      expect(out.replace(/<span style="color:var\(--code-[\w-]+\)">|<\/span>/g, '')).not.toMatch(/[<>]/);
    }
  });

  it('colours keywords, strings, comments, tags and attributes with the theme variables', () => {
    const out = highlight('const a = "s"; // c\n<div className="x">{a}</div>');
    expect(out).toContain('<span style="color:var(--code-token-keyword)">const</span>');
    expect(out).toContain('<span style="color:var(--code-token-string-expression)">&quot;s&quot;</span>');
    expect(out).toContain('<span style="color:var(--code-token-comment)">// c</span>');
    expect(out).toContain('<span style="color:var(--code-token-string-expression)">div</span>');
    expect(out).toContain('<span style="color:var(--code-token-function)">className</span>');
    // JSX text is not code: its words are not keywords.
    expect(highlight('<p>if this</p>')).toContain('&gt;if this&lt;');
  });
});
