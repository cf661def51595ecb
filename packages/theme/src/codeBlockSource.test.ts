import { describe, expect, it } from 'vitest';
import { codeBlockSource, plainCodeHtml } from './codeBlockSource.ts';

describe('codeBlockSource', () => {
  it('reads language, title, highlighted lines and line numbers from the metastring', () => {
    const s = codeBlockSource({ className: 'language-ts', metastring: 'title="src/app.ts" {1,3-4} showLineNumbers' });
    expect(s).toEqual({ language: 'ts', title: 'src/app.ts', highlighted: new Set([1, 3, 4]), firstLineNumber: 1 });
    expect(codeBlockSource({ metastring: "showLineNumbers=7 title='a b.js'" })).toMatchObject({ language: 'text', title: 'a b.js', firstLineNumber: 7 });
  });

  it('lets props win over the metastring', () => {
    const s = codeBlockSource({ language: 'js', className: 'language-ts', title: 'Prop title', metastring: 'title="meta"', showLineNumbers: false });
    expect(s).toMatchObject({ language: 'js', title: 'Prop title', firstLineNumber: undefined });
    expect(codeBlockSource({ showLineNumbers: true }).firstLineNumber).toBe(1);
    expect(codeBlockSource({ showLineNumbers: 10 }).firstLineNumber).toBe(10);
  });
});

describe('plainCodeHtml', () => {
  it('escapes the code and wraps each line, marking highlighted ones', () => {
    expect(plainCodeHtml('const a = <b>&</b>;\nnext', new Set([2]))).toBe(
      '<span class="line">const a = &lt;b&gt;&amp;&lt;/b&gt;;</span>\n<span class="line highlighted theme-code-block-highlighted-line">next</span>',
    );
  });
});
