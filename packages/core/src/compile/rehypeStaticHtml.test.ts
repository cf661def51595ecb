import type { Element, ElementContent, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { THEME_REPLACED_ELEMENTS } from './replacedElements.ts';
import { rehypeStaticHtml } from './rehypeStaticHtml.ts';

const h = (tagName: string, properties: Element['properties'], ...children: (ElementContent | string)[]): Element => ({
  type: 'element',
  tagName,
  properties,
  children: children.map((c) => (typeof c === 'string' ? { type: 'text', value: c } : c)),
});

function run(children: ElementContent[], replaced: readonly string[] = THEME_REPLACED_ELEMENTS): Root {
  const tree: Root = { type: 'root', children };
  rehypeStaticHtml({ replaced })(tree);
  return tree;
}

/** What a collapsed node renders: its tag and attributes, and its content's HTML. */
function collapsed(node: unknown): { name: string; attributes: Record<string, unknown>; html: string } | undefined {
  const jsx = node as { type: string; name: string; attributes: { name: string; value: unknown }[] };
  if (jsx.type !== 'mdxJsxFlowElement') return undefined;
  const attributes: Record<string, unknown> = {};
  let html = '';
  for (const a of jsx.attributes) {
    const estree = (a.value as { data?: { estree: { body: [{ expression: { properties: { key: { value: string }; value: { value: string } }[] } }] } } } | null)?.data?.estree;
    const values = estree && Object.fromEntries(estree.body[0].expression.properties.map((p) => [p.key.value, p.value.value]));
    if (a.name === 'dangerouslySetInnerHTML') html = values!.__html!;
    else attributes[a.name] = values ?? a.value;
  }
  return { name: jsx.name, attributes, html };
}

describe('rehypeStaticHtml', () => {
  it('writes a part with no component as its outer element and an HTML string, every value escaped', () => {
    const tree = run([h('p', { className: ['a"><script>x</script>'] }, 'Text <script>alert(1)</script> & "q" ', h('em', { title: '" onmouseover="x' }, 'em'), h('br', {}), h('code', {}, '<b>'))]);
    expect(collapsed(tree.children[0])).toEqual({
      name: 'p',
      attributes: { className: 'a"><script>x</script>' },
      html: 'Text &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;q&quot; <em title="&quot; onmouseover=&quot;x">em</em><br/><code>&lt;b&gt;</code>',
    });
    expect((tree.children[0] as { data?: unknown }).data).toMatchObject({ _mdxExplicitJsx: true });
  });

  it('keeps elements the components replace, and those around them, as JSX; their plain parts become HTML', () => {
    const row = (...cells: Element[]) => h('tr', {}, '\n', ...cells, '\n');
    const table = h('table', {}, h('thead', {}, row(h('th', { align: 'left' }, 'A'), h('th', {}, 'B'))), h('tbody', {}, row(h('td', { align: 'left' }, h('code', {}, 'x')), h('td', {}, 'y')), row(h('td', { align: 'right' }, h('a', { href: '/docs/x' }, 'link')), h('td', {}, h('em', {}, 'z')))));
    const tree = run([table]);
    const [thead, tbody] = (tree.children[0] as Element).children as Element[];
    // The table is the theme's component: its head is one element of HTML; so is a row without a link.
    expect(collapsed(thead)).toEqual({ name: 'thead', attributes: {}, html: '<tr><th style="text-align:left">A</th><th>B</th></tr>' });
    expect(collapsed(tbody!.children[0])).toEqual({ name: 'tr', attributes: {}, html: '<td style="text-align:left"><code>x</code></td><td>y</td>' });
    // The row with a link stays JSX: its link cell too, and its other cell is HTML.
    const linkRow = tbody!.children[1] as Element;
    expect(linkRow.type).toBe('element');
    expect(linkRow.children.filter((c) => c.type !== 'text').map((c) => (c.type === 'element' ? c.tagName : collapsed(c)))).toEqual(['td', { name: 'td', attributes: {}, html: '<em>z</em>' }]);
  });

  it('writes a table element itself when no component replaces it', () => {
    const tree = run([h('table', {}, h('tbody', {}, h('tr', {}, h('td', {}, 'x'))))], ['a']);
    expect(collapsed(tree.children[0])).toEqual({ name: 'table', attributes: {}, html: '<tbody><tr><td>x</td></tr></tbody>' });
  });

  it('keeps JSX where the HTML parser would build another tree, or for unknown elements and properties', () => {
    const kept = [
      h('p', {}, h('div', {}, h('em', {}, 'block in a paragraph'))),
      h('table', {}, h('tr', {}, h('td', {}, h('em', {}, 'row straight in a table')))),
      h('div', {}, h('td', {}, h('em', {}, 'cell outside a row'))),
      h('ul', {}, 'text in a list', h('li', {}, h('em', {}, 'x'))),
      h('div', {}, h('span', { style: 'color:red' }, h('em', {}, 'style'))),
      h('div', {}, h('span', { onClick: 'x()' }, h('em', {}, 'handler'))),
      h('div', {}, h('span', { dataX: 'y' }, h('em', {}, 'data attribute'))),
      h('div', {}, h('input', { type: 'text' }), h('em', {}, 'not a checkbox')),
      h('div', {}, h('svg', {}, h('em', {}, 'svg'))),
      h('div', {}, h('script', {}, 'x'), h('em', {}, 'script')),
      h('div', {}, h('pre', {}, h('code', {}, 'pre'))),
    ];
    const tree = run(kept, ['table']);
    for (const node of tree.children) expect(node.type, JSON.stringify(node).slice(0, 80)).toBe('element');
  });

  it('leaves elements of text only as JSX, and everything when the replaced elements are unknown', () => {
    expect(run([h('p', {}, 'only text')]).children[0]!.type).toBe('element');
    const tree: Root = { type: 'root', children: [h('p', {}, h('em', {}, 'x'))] };
    rehypeStaticHtml({})(tree);
    expect(tree.children[0]!.type).toBe('element');
  });

  it('writes the whitespace MDX keeps, and drops the line breaks it drops in tables', () => {
    const tree = run([h('ul', { className: ['contains-task-list'] }, '\n', h('li', { className: ['task-list-item'] }, h('input', { type: 'checkbox', checked: true, disabled: true }), ' done'), '\n')]);
    expect(collapsed(tree.children[0])).toEqual({ name: 'ul', attributes: { className: 'contains-task-list' }, html: '\n<li class="task-list-item"><input type="checkbox" disabled="" checked=""/> done</li>\n' });
  });
});
