import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { visitTree } from './visitTree.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';

/** Elements that run code or redirect the page whatever their attributes. */
const DROPPED = new Set(['script', 'base', 'frame', 'frameset', 'applet']);
/** Properties holding a URL the browser may load or navigate to (hast's names). */
const URL_PROPERTIES = new Set(['href', 'src', 'action', 'formAction', 'xLinkHref', 'poster', 'data', 'cite', 'background', 'ping', 'codeBase', 'manifest']);

/**
 * A URL that runs code in the page's own origin when followed: `javascript:` and `vbscript:`
 * (`data:` documents run in an origin of their own). Browsers ignore tabs, newlines and leading
 * spaces in a scheme, so this does too.
 */
export function isScriptUrl(url: string): boolean {
  return /^(?:javascript|vbscript):/.test(url.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase());
}

/**
 * Raw HTML in a Markdown (`.md`) file is markup, not code: scripts, event handlers (`onerror`,
 * `onload`, ...), `javascript:` URLs, `srcdoc` documents and `<base>` are removed, each with a
 * warning at its place. Authors who need code write MDX, which is code and reviewed as such.
 */
export function rehypeSafeHtml() {
  return (tree: Root, file: VFile) => {
    const diagnostics: Diagnostic[] = [];
    // Elements the HTML parser adds itself (a reopened <a>, an implied <tbody>) have no place of
    // their own: they get the place of the last element before them that has one.
    let lastPlace = { line: 1, column: 1 };
    const warn = (node: Element, what: string) =>
      diagnostics.push({
        severity: 'warning',
        code: 'unsafe-html',
        file: file.path,
        ...lastPlace,
        message: `Raw HTML in Markdown cannot run scripts: ${what} was removed.`,
        hint: 'For interactive content, write the page as .mdx and use a component.',
      });
    visitTree(tree, 'element', (node: Element, index, parent) => {
      if (node.position) lastPlace = { line: node.position.start.line, column: node.position.start.column };
      const refresh = node.tagName === 'meta' && typeof node.properties.httpEquiv !== 'undefined';
      if (DROPPED.has(node.tagName) || refresh) {
        warn(node, `<${node.tagName}${refresh ? ' http-equiv' : ''}>`);
        if (parent && index !== undefined) parent.children.splice(index, 1);
        return index;
      }
      for (const [name, value] of Object.entries(node.properties)) {
        const text = Array.isArray(value) ? value.join(' ') : String(value ?? '');
        if (/^on/i.test(name)) warn(node, `the ${name.toLowerCase()} attribute of <${node.tagName}>`);
        else if (name === 'srcDoc') warn(node, `the srcdoc attribute of <${node.tagName}>`);
        else if (URL_PROPERTIES.has(name) && isScriptUrl(text)) warn(node, `the ${name === 'xLinkHref' ? 'xlink:href' : name.toLowerCase()} "${text.slice(0, 40)}" of <${node.tagName}>`);
        else continue;
        delete node.properties[name];
      }
      return undefined;
    });
    file.data.safeHtmlDiagnostics = diagnostics;
  };
}
