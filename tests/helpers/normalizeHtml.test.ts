import { describe, expect, it } from 'vitest';
import { normalizeHtml, parseHtml, serializeHtml } from './normalizeHtml.ts';
import { withoutThemeMarkup } from './themeMarkup.ts';

/** The comparison of the CommonMark spec test is only as strict as this: it must tell real differences apart. */
describe('normalizeHtml', () => {
  it('treats as equal what the browser reads the same', () => {
    expect(normalizeHtml('<p>a</p>\n<p>b</p>\n')).toBe(normalizeHtml('<p>a</p><p>b</p>'));
    expect(normalizeHtml('<img src="y" alt="x" />')).toBe(normalizeHtml('<img alt="x" src="y">'));
    expect(normalizeHtml('<p>&ouml; &#42; &amp;</p>')).toBe(normalizeHtml('<p>ö * &amp;</p>'));
    expect(normalizeHtml('<div>\n*foo*\n')).toBe(normalizeHtml('<div>*foo*</div>'));
    expect(normalizeHtml('<p><a href="x">\n')).toBe(normalizeHtml('<p><a href="x"></a></p>'));
  });

  it('tells apart text, attributes, whitespace in code and non-breaking spaces', () => {
    expect(normalizeHtml('<p>x</p>*foo*')).not.toBe(normalizeHtml('<p>x</p>'));
    expect(normalizeHtml('<a href="x">t</a>')).not.toBe(normalizeHtml('<a href="y">t</a>'));
    expect(normalizeHtml('<a href="">t</a>')).not.toBe(normalizeHtml('<a>t</a>'));
    expect(normalizeHtml('<pre><code>a  b\n</code></pre>')).not.toBe(normalizeHtml('<pre><code>a b\n</code></pre>'));
    expect(normalizeHtml('<p>a&nbsp;b</p>')).not.toBe(normalizeHtml('<p>a b</p>'));
    expect(normalizeHtml('<p><!-- c -->a</p>')).not.toBe(normalizeHtml('<p>a</p>'));
    expect(normalizeHtml('<p><em>a</em></p>')).not.toBe(normalizeHtml('<p>a</p>'));
  });
});

describe('withoutThemeMarkup', () => {
  const plain = (html: string) => {
    const root = parseHtml(html);
    withoutThemeMarkup(root);
    return serializeHtml(root);
  };
  const codeBlock = (language: string, html: string) =>
    `<div class="code-block" data-language="${language}"><div class="code-block-content"><pre class="shiki" tabindex="0"><code>${html}</code></pre><div class="code-block-buttons"><button>Copy</button></div></div></div>`;

  it('compares a code block by its language and code text', () => {
    expect(plain(codeBlock('js', '<span class="line"><span style="color:red">let</span> a</span>'))).toBe(normalizeHtml('<pre><code class="language-js">let a\n</code></pre>'));
    expect(plain(codeBlock('text', ''))).toBe(normalizeHtml('<pre><code></code></pre>'));
    expect(plain(codeBlock('js', 'let b'))).not.toBe(normalizeHtml('<pre><code class="language-js">let a\n</code></pre>'));
  });

  it('undoes only the attributes the theme adds', () => {
    expect(plain('<h2 id="x">T</h2><a href="https://e.com" rel="noopener noreferrer">e</a><img src="a" loading="lazy" decoding="async">')).toBe(normalizeHtml('<h2>T</h2><a href="https://e.com">e</a><img src="a">'));
    expect(plain('<a href="/x" rel="nofollow">e</a>')).toBe(normalizeHtml('<a href="/x" rel="nofollow">e</a>'));
  });
});
