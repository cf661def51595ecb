import { describe, expect, it } from 'vitest';
import { htmlTagOf, htmlTagsOf } from './htmlTags.ts';

describe('injectHtmlTags results as HTML', () => {
  it('writes a string as the plugin wrote it', () => {
    expect(htmlTagOf('<script src="/a.js"></script>')).toBe('<script src="/a.js"></script>');
  });

  it('writes an object as an element: values escaped, true bare, false and undefined left out, void elements unclosed', () => {
    expect(htmlTagOf({ tagName: 'meta', attributes: { name: 'x', content: '"a" & <b>', hidden: true, async: false, defer: undefined } })).toBe('<meta name="x" content="&quot;a&quot; &amp; &lt;b&gt;" hidden>');
    expect(htmlTagOf({ tagName: 'script', attributes: { type: 'module' }, innerHTML: 'go()' })).toBe('<script type="module">go()</script>');
    expect(htmlTagOf({ tagName: 'div' })).toBe('<div></div>');
  });

  it('refuses a tag name or attribute name that would break out of the element', () => {
    expect(() => htmlTagOf({ tagName: 'div><script' })).toThrow(/tagName/);
    expect(() => htmlTagOf({ tagName: 'div', attributes: { 'a"><script': 'x' } })).toThrow(/not a valid HTML attribute name/);
  });

  it('takes each list as one tag or several, and none when missing', () => {
    expect(htmlTagsOf({ headTags: '<meta name="a">', postBodyTags: [{ tagName: 'br' }, '<hr>'] })).toEqual({ head: ['<meta name="a">'], preBody: [], postBody: ['<br>', '<hr>'] });
    expect(htmlTagsOf(undefined)).toEqual({ head: [], preBody: [], postBody: [] });
  });
});
