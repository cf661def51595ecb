import type { Node, Parent } from 'unist';

/*
 * The compile's own passes walk every node of a document, ten times over. unist-util-visit makes
 * a function, an array of ancestors and a debug name for each node it passes: on a table of
 * 50,000 rows (a million nodes) that was 4.5 s of the compile and much of its garbage. This walks
 * the same way (the same order, the same answers from the visitor) and makes nothing per node.
 */

/** Do not walk into this node's children. */
export const SKIP = 'skip';
/** Stop the walk. */
export const EXIT = false;

/** What a visitor answers: nothing (go on), SKIP, EXIT, or the index of the sibling to visit next. */
export type VisitAction = typeof SKIP | typeof EXIT | number | undefined | void;

/** Called with a node, its index and its parent; the types are the caller's to say (a hast or an mdast tree). */
export type Visitor<N extends Node = Node, P extends Parent = Parent> = (node: N, index: number | undefined, parent: P | undefined) => VisitAction;

/**
 * Call `visitor` on every node of `tree` (of type `type`, when given), parents before children,
 * with its index and parent. The children walked are those of the node visited, as they are after
 * its visitor (a node the visitor put in its place is not walked); a returned index is where the
 * walk of the siblings goes on.
 */
export function visitTree<N extends Node = Node, P extends Parent = Parent>(tree: Node, type: string, visitor: Visitor<N, P>): void;
export function visitTree<N extends Node = Node, P extends Parent = Parent>(tree: Node, visitor: Visitor<N, P>): void;
export function visitTree(tree: Node, typeOrVisitor: string | Visitor, maybeVisitor?: Visitor): void {
  const type = typeof typeOrVisitor === 'string' ? typeOrVisitor : undefined;
  const visitor = (typeof typeOrVisitor === 'string' ? maybeVisitor : typeOrVisitor)!;
  const walk = (node: Node, index: number | undefined, parent: Parent | undefined): VisitAction => {
    const action = type === undefined || node.type === type ? visitor(node, index, parent) : undefined;
    if (action === EXIT || action === SKIP) return action;
    const own = node as Parent;
    for (let i = 0; own.children && i >= 0 && i < own.children.length; ) {
      const next = walk(own.children[i]!, i, own);
      if (next === EXIT) return EXIT;
      i = typeof next === 'number' ? next : i + 1;
    }
    return action;
  };
  walk(tree, undefined, undefined);
}
