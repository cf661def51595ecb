import { describe, expect, it } from 'vitest';
import { markerName, type DocumentElement } from '../compile/recmaElementMarkers.ts';
import { failureOf } from './renderFailure.ts';

const elements: DocumentElement[] = [
  { name: 'Chart', line: 5, column: 27, body: false },
  { name: 'Uses', line: 9, column: 1, body: true },
  { name: 'UI.Nope', line: 11, column: 3, body: true },
  { name: 'Chart', line: 13, column: 1, body: true },
];
const documents = [{ file: '/site/docs/a.mdx', elements }];
const stack = (...names: string[]) => names.map((n) => `\n    at ${n} (file:///x.mjs:1:1)`).join('');
const route = (error: string, componentStack?: string) => ({ path: '/docs/a', error: `${error}\n    at f (file:///x.mjs:1:1)`, componentStack });

describe('failureOf', () => {
  it('gives the innermost marked element around the error, and the components without markers', () => {
    const again = route('Error: boom', stack('Chart', markerName(0, 0), 'Uses', markerName(0, 1), 'MDXContent'));
    expect(failureOf({ first: route('Error: boom'), again, documents })).toEqual({
      components: ['Chart', 'Uses', 'MDXContent'],
      element: { file: '/site/docs/a.mdx', name: 'Chart', line: 5, column: 27 },
    });
  });

  it('trusts no other error than the first render found', () => {
    expect(failureOf({ first: route('TypeError: e is not a function'), again: route('TypeError: format is not a function', stack(markerName(0, 1))), documents })).toBeUndefined();
  });

  it("finds a name MDX found undefined at its first use in the document's body", () => {
    const missing = (kind: string, name: string) => route(`Error: Expected ${kind} \`${name}\` to be defined: you likely forgot to import, pass, or provide it.`, stack('MDXContent'));
    expect(failureOf({ first: missing('component', 'Chart'), again: missing('component', 'Chart'), documents })?.element).toMatchObject({ name: 'Chart', line: 13 });
    expect(failureOf({ first: missing('object', 'UI'), again: missing('object', 'UI'), documents })?.element).toMatchObject({ name: 'UI.Nope', line: 11, column: 3 });
  });

  it('finds a name undefined in a partial in the partial, though the page writes the same name', () => {
    const partial: DocumentElement[] = [{ name: 'Chart', line: 2, column: 1, body: true }];
    const page: DocumentElement[] = [...elements, { name: 'Partial', line: 20, column: 1, body: true }];
    const shown = [{ file: '/site/docs/a.mdx', elements: page }, { file: '/site/docs/_partial.mdx', elements: partial }];
    const missing = route('Error: Expected component `Chart` to be defined: you likely forgot to import, pass, or provide it.', stack('MDXContent', markerName(0, 4), 'MDXContent'));
    expect(failureOf({ first: missing, again: missing, documents: shown })?.element).toEqual({ file: '/site/docs/_partial.mdx', name: 'Chart', line: 2, column: 1 });
  });
});
