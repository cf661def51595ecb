import { describe, expect, it } from 'vitest';
import { prismThemeCss, prismThemeVariables } from './prismThemeCss.ts';

const theme = {
  plain: { color: '#393A34', backgroundColor: '#f6f8fa' },
  styles: [
    { types: ['comment', 'prolog'], style: { color: '#999988', fontStyle: 'italic' } },
    { types: ['string', 'attr-value'], style: { color: '#e3116c' } },
    { types: ['keyword'], style: { color: '#00009f' } },
    { types: ['function', 'deleted'], style: { color: '#d73a49' } },
    { types: ['number', 'boolean'], style: { color: '#36acaa' } },
    { types: ['punctuation'], style: { color: '#393A34' } },
  ],
};

describe('prismThemeVariables', () => {
  it("maps the theme's plain colours and token types onto the highlighter's variables", () => {
    expect(prismThemeVariables(theme)).toEqual({
      '--code-foreground': '#393A34',
      '--code-background': '#f6f8fa',
      '--code-token-keyword': '#00009f',
      '--code-token-string': '#e3116c',
      '--code-token-string-expression': '#e3116c',
      '--code-token-comment': '#999988',
      '--code-token-function': '#d73a49',
      '--code-token-constant': '#36acaa',
      // No parameter-like type in the theme: plain text's colour.
      '--code-token-parameter': '#393A34',
      '--code-token-punctuation': '#393A34',
      '--code-token-link': '#e3116c',
    });
  });

  it('drops a value that could break out of the declaration', () => {
    const vars = prismThemeVariables({ plain: { color: 'red; } body { display: none' }, styles: [{ types: ['keyword'], style: { color: 'rgb(1, 2, 3)' } }] });
    expect(vars['--code-foreground']).toBeUndefined();
    expect(vars['--code-token-keyword']).toBe('rgb(1, 2, 3)');
  });
});

describe('prismThemeCss', () => {
  it('puts the light theme on :root and the dark theme on dark mode', () => {
    const css = prismThemeCss({ theme, darkTheme: { plain: { color: '#F8F8F2', backgroundColor: '#282A36' }, styles: [] } })!;
    expect(css).toMatch(/:root \{\n {2}--code-foreground: #393A34;/);
    expect(css).toMatch(/\[data-theme='dark'\] \{\n {2}--code-foreground: #F8F8F2;\n {2}--code-background: #282A36;/);
  });

  it('uses the one theme in both modes when there is no dark theme, and nothing without a theme', () => {
    expect(prismThemeCss({ theme })).toContain("[data-theme='dark'] {\n  --code-foreground: #393A34;");
    expect(prismThemeCss({})).toBeUndefined();
    expect(prismThemeCss(undefined)).toBeUndefined();
  });
});
