import fc from 'fast-check';

/**
 * Generated Markdown and MDX documents for the compile fuzz test: well-formed fragments and
 * broken ones (unclosed fences, tags and expressions, stray brackets, odd URLs, deep nesting,
 * control and line-separator characters), glued together in any order.
 */

const words = fc.constantFrom('docs', 'FastStore', 'cart', 'ÿ', 'naïve', '漢字', '🙂', 'a_b', '*', '_', '`', '<', '>', '{', '}', '[', ']', '(', ')', '|', '#', ':', '\\', '&amp;', '&#0;', '\u2028', '\u2029', '\u200b', '\t', '\u0000', '\ufffd', '$', '%', '%zz', '~~');
const text = fc.array(words, { minLength: 1, maxLength: 12 }).map((w) => w.join(' '));
const url = fc.constantFrom('./intro.md', './intro.md?x=1#setup', '../../../../etc/hostname', '/img/nope.png', 'javascript:alert(1)', ' java\tscript:alert(1)', '#anchor', 'https://example.com/a b', '%E0%A4%A', './missing.md', '', '<>', '(x)', 'data:text/html,<script>1</script>');
const tag = fc.constantFrom('div', 'details', 'summary', 'img', 'script', 'Card', 'Tabs', 'TabItem', 'p', 'a', 'svg', 'iframe');

const fragment = fc.oneof(
  text,
  fc.tuple(fc.integer({ min: 1, max: 7 }), text, fc.boolean()).map(([level, t, id]) => `${'#'.repeat(level)} ${t}${id ? ' {#same-id}' : ''}`),
  fc.tuple(fc.integer({ min: 1, max: 40 }), text).map(([depth, t]) => Array.from({ length: depth }, (_, i) => `${'  '.repeat(i)}- ${t}`).join('\n')),
  fc.tuple(fc.integer({ min: 1, max: 130 }), text).map(([depth, t]) => `${'> '.repeat(depth)}${t}`),
  fc.tuple(fc.constantFrom('js', 'tsx', 'jsx live', 'md', 'mermaid', 'bash title="x.sh" {1,3}', ''), text, fc.boolean()).map(([lang, t, closed]) => `\`\`\`${lang}\n${t}\n// highlight-next-line\n${t}${closed ? '\n```' : ''}`),
  fc.tuple(fc.constantFrom('note', 'tip', 'info', 'warning', 'danger', 'unknown'), text, fc.boolean()).map(([kind, t, closed]) => `:::${kind} ${t}\n${t}${closed ? '\n:::' : ''}`),
  fc.tuple(text, url).map(([t, u]) => `[${t}](${u})`),
  fc.tuple(text, url).map(([t, u]) => `![${t}](${u})`),
  fc.tuple(tag, text, fc.boolean(), url).map(([name, t, closed, u]) => `<${name} src="${u}" onerror="window.__x=1">${t}${closed ? `</${name}>` : ''}`),
  fc.tuple(fc.integer({ min: 1, max: 300 }), tag).map(([depth, name]) => `<${name}>`.repeat(depth) + 'x' + `</${name}>`.repeat(depth)),
  fc.tuple(text, fc.boolean()).map(([t, closed]) => `{${t}${closed ? '}' : ''}`),
  fc.constantFrom('{1 +}', '{/* comment */}', '{props.x}', "export const a = 1;", "import x from './nope';", '<!-- truncate -->', '<!--', '---', '***', '| a | b |\n| - | - |\n| 1 | 2 |', '| a |\n|---|', '[^1]\n\n[^1]: note', '- [ ] task', '<br>', '&nbsp;', '\\', '`unclosed', '**bold', '*'.repeat(200), '['.repeat(150), '_'.repeat(100) + 'x'),
);

/** A document: its format and its text. */
export const markdownDocument = fc.record({
  format: fc.constantFrom('md' as const, 'mdx' as const),
  body: fc.array(fragment, { minLength: 0, maxLength: 25 }).map((parts) => parts.join('\n\n') + '\n'),
});
