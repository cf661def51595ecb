import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fc from 'fast-check';
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RawComment, RawCommentMarkersContext } from './RawComment.tsx';
import { replaceRawCommentMarkers, safeCommentText } from './rawCommentMarkers.ts';

type Node = DefaultTreeAdapterMap['childNode'];

/** What a browser builds from `<p>a<!--text-->b</p>`: the paragraph's children, described. */
function parsedAround(text: string): string[] {
  const p = parseFragment(`<p>a<!--${text}-->b</p>`).childNodes[0] as DefaultTreeAdapterMap['element'];
  return p.childNodes.map((node: Node) =>
    node.nodeName === '#comment' ? `comment:${(node as DefaultTreeAdapterMap['commentNode']).data}` : node.nodeName === '#text' ? `text:${(node as DefaultTreeAdapterMap['textNode']).value}` : node.nodeName,
  );
}

const REACT_MARKERS = ['$', '/$', '$?', '$~', '$!', '&', '/&', 'F!', 'F', 'html', 'head', 'body'];

/** The comment texts the installed react-dom's hydration stops at, read from its source. */
function installedReactMarkers(): string[] {
  const require = createRequire(import.meta.url);
  const source = readFileSync(path.join(path.dirname(require.resolve('react-dom/package.json')), 'cjs', 'react-dom-client.development.js'), 'utf8');
  return [...source.matchAll(/\b(?:\w+_DATA|FORM_STATE_IS_\w+|PREAMBLE_CONTRIBUTION_\w+) = "([^"]*)"/g)].map((m) => m[1]!);
}

/** The server render of some content, as the page renders it: markers on, then replaced. */
const serverHtml = (content: ReactNode) => replaceRawCommentMarkers(renderToString(h(RawCommentMarkersContext.Provider, { value: true }, content)));

describe('safeCommentText', () => {
  it('keeps ordinary comment texts as they are', () => {
    for (const text of ['', ' ', ' note ', '?php echo $a; ?', '[CDATA[x]]', 'ELEMENT br EMPTY', 'a - b -- c', ' $ ', '$$$', 'F!!', '- x', 'x-']) expect(safeCommentText(text)).toBe(text);
  });

  it('refuses the texts React takes for its own hydration markers', () => {
    for (const marker of REACT_MARKERS) expect(safeCommentText(marker), marker).toBeUndefined();
    // Marker-shaped texts a later React might use.
    for (const text of ['#', '/#', '$%']) expect(safeCommentText(text), text).toBeUndefined();
  });

  it("refuses every marker of the installed React (fails when an upgrade adds one to learn)", () => {
    const markers = installedReactMarkers();
    expect(markers.length).toBeGreaterThanOrEqual(REACT_MARKERS.length);
    for (const marker of markers) expect(safeCommentText(marker), marker).toBeUndefined();
  });

  it('keeps hostile texts inside one comment', () => {
    const hostile = ['-->', 'a-->b', 'a--!>b', '>', '->', '> x', '-> x', 'a<!--b', 'a<!-', '<!-->', '--->', '----!>', 'x--', 'x--!', '--!-->', '<!-<!--->'];
    for (const text of hostile) {
      const safe = safeCommentText(text);
      expect(safe, text).toBeDefined();
      expect(parsedAround(safe!), text).toEqual(['text:a', `comment:${safe}`, 'text:b']);
    }
    expect(safeCommentText('a-->b<script>x</script>')).toBe('a-- >b<script>x</script>');
    // Parse errors that browsers recover from, kept out all the same: the page stays valid HTML.
    expect(safeCommentText('a<!--b')).toBe('a<!- -b');
    expect(safeCommentText('a<!-')).toBe('a<! -');
  });

  it('never gives a text that leaves its comment or reads as a React marker, whatever the input', () => {
    // Pieces of HTML's comment syntax and of React's markers, so that the dangerous sequences come up often.
    const pieces = fc.constantFrom('-', '--', '!', '>', '<', '<!', '$', '/', '&', 'F', 'a', ' ');
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 10 }).map((parts) => parts.join('')), (text) => {
        const safe = safeCommentText(text);
        if (safe === undefined) return;
        expect(REACT_MARKERS).not.toContain(safe);
        expect(parsedAround(safe)).toEqual(['text:a', `comment:${safe}`, 'text:b']);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('replaceRawCommentMarkers', () => {
  it('turns the server render of RawComment into the comment, between texts and blocks', () => {
    const html = serverHtml([h('p', { key: 1 }, 'foo ', h(RawComment, { text: ' note ' }), ' bar'), h(RawComment, { key: 2, text: ' between ' }), h('ul', { key: 3 }, h('li', null, 'a', h(RawComment, { text: 'x' })))]);
    expect(html).toBe('<p>foo <!-- note --> bar</p><!-- between --><ul><li>a<!--x--></li></ul>');
  });

  it("gives back the text React escaped in the marker's attribute", () => {
    expect(serverHtml(h(RawComment, { text: ` "quoted" & 'single' <tag> ` }))).toBe(`<!-- "quoted" & 'single' <tag> -->`);
  });

  it('makes hostile texts safe and leaves an empty comment for a React marker', () => {
    expect(serverHtml(h('p', null, 'a', h(RawComment, { text: '--><script>alert(1)</script>' }), 'b'))).toBe('<p>a<!---- ><script>alert(1)</script>-->b</p>');
    // The empty comment keeps `a` and `b` two text nodes, as the browser's render has them.
    for (const marker of REACT_MARKERS) expect(serverHtml(h('p', null, 'a', h(RawComment, { text: marker }), 'b'))).toBe('<p>a<!---->b</p>');
  });

  it('renders nothing outside a server render that replaces markers (the browser)', () => {
    expect(renderToString(h('p', null, 'a', h(RawComment, { text: 'x' })))).toBe('<p>a</p>');
  });

  it('leaves HTML without markers, and text that only looks like one, as it is', () => {
    const html = renderToString(h('p', { title: '<template data-docs-raw="$"></template>' }, '<template data-docs-raw="$"></template>'));
    expect(replaceRawCommentMarkers(html)).toBe(html);
    expect(replaceRawCommentMarkers('<p>plain</p>')).toBe('<p>plain</p>');
  });
});
