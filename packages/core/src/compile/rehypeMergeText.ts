import type { Element, Root, RootContent, Text } from 'hast';

/**
 * Join adjacent text nodes (left by plugins that split or give back text): React would render
 * each as its own text node, with `<!-- -->` between them in the server HTML.
 */
export function rehypeMergeText() {
  const merge = (node: Root | Element) => {
    const out: RootContent[] = [];
    for (const child of node.children as RootContent[]) {
      const last = out[out.length - 1];
      if (child.type === 'text' && last?.type === 'text') (last as Text).value += child.value;
      else out.push(child);
      if (child.type === 'element') merge(child);
    }
    (node as Root).children = out;
  };
  return (tree: Root) => merge(tree);
}
