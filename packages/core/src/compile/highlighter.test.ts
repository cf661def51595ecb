import type { BundledLanguage, BundledTheme } from 'shiki';
import { describe, expect, it } from 'vitest';
import { CODE_THEME, getHighlighter, resolveLanguage, withHighlighterFor } from './highlighter.ts';

/** Our theme is registered by name at run time; shiki's types know only its bundled names. */
const theme = CODE_THEME as BundledTheme;

describe('the highlighter', () => {
  it('loads a language the first time a block asks for it, and colours its tokens with the theme variables', async () => {
    const highlighter = await getHighlighter();
    const lang = resolveLanguage('gql') as BundledLanguage;
    expect(lang).toBe('graphql');
    const tokens = await withHighlighterFor(lang, (h) => {
      expect(h).toBe(highlighter);
      return h.codeToTokensBase('query ProductQuery($locator: [IStoreSelectedFacet!]!) {\n  product(locator: $locator) { sku }\n}\n', { lang, theme });
    });
    expect(highlighter.getLoadedLanguages()).toContain('graphql');
    const keyword = tokens[0]!.find((t) => t.content === 'query');
    expect(keyword?.color).toBe('var(--code-token-keyword)');
    const variable = tokens[0]!.find((t) => t.content.includes('locator'));
    expect(variable?.color).not.toBe(keyword?.color);
  });

  it('tokenizes TSX with its embedded JSX and types', async () => {
    const [line] = await withHighlighterFor('tsx', (h) => h.codeToTokensBase('export const Card = ({ name }: Props) => <div className="card">{name}</div>;\n', { lang: 'tsx', theme }));
    const colourOf = (text: string) => line!.find((t) => t.content.trim() === text)?.color;
    expect(colourOf('export')).toBe('var(--code-token-keyword)');
    expect(colourOf('"card"')).toBe('var(--code-token-string-expression)');
    expect(colourOf('Props')).not.toBe(colourOf('export'));
  });

  it('lets an error of the code being highlighted reach the caller', async () => {
    await expect(
      withHighlighterFor('yaml', () => {
        throw new Error('the code hangs the grammar');
      }),
    ).rejects.toThrow('the code hangs the grammar');
  });
});
