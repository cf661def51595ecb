import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { EXIT, visitTree } from './visitTree.ts';

/*
 * MDX checks each piece of JavaScript a document holds on its own (an `export`, an expression, an
 * attribute's value), never the module they make together: two blocks may declare one name, or an
 * expression `await` outside an async function, and only a bundler or the browser finds out. A
 * document holding none compiles to a module made entirely by MDX and our plugins, valid by
 * construction, whose standalone body needs no checking (see standaloneContent.ts).
 */

type ScriptNode = { type: string; value?: string; data?: { estree?: { body?: unknown[] } }; attributes?: { type: string; value?: unknown }[] };

/**
 * An expression holding only a comment on one line (`{/* note *\/}`): nothing runs, nothing can
 * clash. MDX writes comments into the module as they are: one over several lines could start a
 * line of it with `export const`, which the server's module script would take for an export (see
 * serverModuleScript.ts); it counts as script.
 */
function commentOnly(node: ScriptNode): boolean {
  return node.data?.estree?.body?.length === 0 && !(node.value ?? '').includes('\n');
}

/** Whether this node carries JavaScript the author wrote. */
function isScript(node: ScriptNode): boolean {
  switch (node.type) {
    case 'mdxjsEsm':
      return true;
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return !commentOnly(node);
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      // `<Tabs {...props}>` and `items={[1, 2]}`: a value that is not a string is an expression.
      return node.attributes?.some((a) => a.type === 'mdxJsxExpressionAttribute' || (a.value !== null && a.value !== undefined && typeof a.value !== 'string')) === true;
    default:
      return false;
  }
}

/**
 * Set `file.data.authoredScript` when the Markdown tree holds JavaScript of the author's: ESM,
 * expressions other than comments, expression attributes. Goes before our own plugins, which add
 * ESM of their own (the front matter and table of contents exports).
 */
export function remarkAuthoredScript() {
  return (tree: Root, file: VFile) => {
    let found = false;
    visitTree(tree, (node) => {
      if (!isScript(node as ScriptNode)) return undefined;
      found = true;
      return EXIT;
    });
    if (found) file.data.authoredScript = true;
  };
}
