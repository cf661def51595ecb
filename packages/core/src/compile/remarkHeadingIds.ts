import GithubSlugger from 'github-slugger';
import type { Heading as MdastHeading, Root, Text } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import { visitTree } from './visitTree.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { Heading } from './types.ts';

const CUSTOM_ID = /\s*\{#([^}\s]+)\}\s*$/;
/** Docusaurus's MDX-valid form, `## Title {/* #custom-id *\/}`. */
const COMMENT_ID = /^\s*\/\*\s*#([^\s*]+)\s*\*\/\s*$/;

/** Take a `{/* #id *\/}` expression off the end of a heading, giving the id. */
function takeCommentId(node: MdastHeading): string | undefined {
  const last = node.children[node.children.length - 1] as { type: string; value?: string } | undefined;
  const m = last?.type === 'mdxTextExpression' ? COMMENT_ID.exec(last.value ?? '') : null;
  if (!m) return undefined;
  node.children.pop();
  const before = node.children[node.children.length - 1];
  if (before?.type === 'text') (before as Text).value = (before as Text).value.replace(/\s+$/, '');
  return m[1];
}

/**
 * Give every heading a stable id (GitHub's slug rules, `{#custom-id}` honoured and removed from the
 * text; capitals kept with `maintainCase`) and record the headings on `file.data.headings` for the table of contents. Generated ids
 * never repeat; an explicit id that repeats one before it is a warning (`file.data.headingDiagnostics`):
 * a link could only ever reach the first.
 */
export function remarkHeadingIds(options: { maintainCase?: boolean } = {}) {
  return (tree: Root, file: VFile) => {
    const slugger = new GithubSlugger();
    const headings: Heading[] = [];
    const diagnostics: Diagnostic[] = [];
    const used = new Set<string>();
    visitTree(tree, 'heading', (node: MdastHeading) => {
      let id: string | undefined = takeCommentId(node);
      const last = node.children[node.children.length - 1];
      if (id === undefined && last?.type === 'text') {
        const m = CUSTOM_ID.exec((last as Text).value);
        if (m) id = m[1]!;
        if (m) (last as Text).value = (last as Text).value.slice(0, m.index);
      }
      if (id !== undefined) {
        slugger.slug(id); // reserve it so a later heading with the same text gets a suffix
        if (used.has(id)) {
          diagnostics.push({
            severity: 'warning',
            code: 'duplicate-heading-id',
            file: file.path,
            line: node.position?.start.line,
            column: node.position?.start.column,
            message: `The heading id "${id}" is already used by a heading above; links to #${id} reach only the first.`,
            hint: `Give this heading another {#id}.`,
          });
        }
      }
      const value = toString(node).trim();
      // `markdown.anchors.maintainCase`: ids keep the heading's capitals, as Docusaurus's option does.
      id ??= slugger.slug(value, options.maintainCase === true);
      used.add(id);
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
      headings.push({ depth: node.depth, value, id });
    });
    file.data.headings = headings;
    file.data.headingDiagnostics = diagnostics;
  };
}
