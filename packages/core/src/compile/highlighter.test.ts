import { createCssVariablesTheme, createHighlighter, type BundledLanguage, type BundledTheme } from 'shiki';
import { describe, expect, it } from 'vitest';
import { CODE_THEME, getHighlighter, withHighlighterFor } from './highlighter.ts';

/** Our theme is registered by name at run time; shiki's types know only its bundled names. */
const theme = CODE_THEME as BundledTheme;

describe('the highlighter', () => {
  it('tokenizes with the JavaScript engine exactly as Oniguruma does', async () => {
    const cssTheme = createCssVariablesTheme({ name: CODE_THEME, variablePrefix: '--code-', fontStyle: true });
    const oniguruma = await createHighlighter({ themes: [cssTheme], langs: ['tsx', 'graphql', 'bash', 'scss'] });
    const samples: [BundledLanguage, string][] = [
      ['tsx', 'export const Card = ({ product }: Props) => <div className="card">{product.name /* ok */}</div>;\n'],
      ['graphql', 'query ProductQuery($locator: [IStoreSelectedFacet!]!) {\n  product(locator: $locator) { sku name }\n}\n'],
      ['bash', 'npm run build && FOO="$(echo bar)" yarn dev --port 3000 # start\n'],
      ['scss', '@use "sass:math";\n.card { &:hover { color: rgba(0 0 0 / 50%); width: math.div(100%, 3); } }\n'],
    ];
    for (const [lang, code] of samples) {
      const ours = await withHighlighterFor(lang, (h) => h.codeToTokensBase(code, { lang, theme }));
      expect(ours, lang).toEqual(oniguruma.codeToTokensBase(code, { lang, theme }));
    }
  });

  it('gives a language whose grammar the JavaScript engine cannot run to Oniguruma, from then on', async () => {
    const javascriptEngine = await getHighlighter();
    const seen: boolean[] = [];
    const run = (h: typeof javascriptEngine) => {
      seen.push(h === javascriptEngine);
      // What the engine throws for a pattern it cannot translate.
      if (h === javascriptEngine) throw new Error('Unsupported pattern');
      return h.codeToTokensBase('a: 1', { lang: 'yaml', theme }).length;
    };
    await expect(withHighlighterFor('yaml', run)).resolves.toBe(1);
    await expect(withHighlighterFor('yaml', run)).resolves.toBe(1);
    // Tried once with JavaScript, then Oniguruma each time.
    expect(seen).toEqual([true, false, false]);
    // An error from Oniguruma as well is the code's own, and reaches the caller.
    await expect(
      withHighlighterFor('yaml', () => {
        throw new Error('the code hangs the grammar');
      }),
    ).rejects.toThrow('the code hangs the grammar');
  });
});
