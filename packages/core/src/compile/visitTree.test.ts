import type { Node, Parent } from 'unist';
import { EXIT as UNIST_EXIT, SKIP as UNIST_SKIP, visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { EXIT, SKIP, visitTree, type VisitAction } from './visitTree.ts';

type TestNode = Node & { name: string; children?: TestNode[] };

const n = (type: string, name: string, ...children: TestNode[]): TestNode => (children.length ? { type, name, children } : { type, name });

/** A tree with every case: nodes to drop (their index is returned), to replace, to skip, and the end. */
const tree = () =>
  n('root', 'r', n('p', 'a', n('drop', 'a1', n('t', 'a1x')), n('t', 'a2')), n('replace', 'b', n('t', 'b1')), n('skip', 'c', n('t', 'c1')), n('p', 'd', n('t', 'd1'), n('drop', 'd2'), n('drop', 'd3'), n('t', 'd4')), n('p', 'e', n('exit', 'e1'), n('t', 'e2')), n('t', 'f'));

/** The same visitor for both walkers, logging each node it sees. */
function visitor(log: string[], skip: unknown, exit: unknown) {
  return (node: Node, index: number | undefined, parent: Parent | undefined): unknown => {
    const { name } = node as TestNode;
    log.push(`${name}@${index ?? '-'}<${(parent as TestNode | undefined)?.name ?? '-'}`);
    if (node.type === 'drop') {
      parent!.children.splice(index!, 1);
      return index;
    }
    if (node.type === 'replace') parent!.children[index!] = n('t', `${name}-new`);
    if (node.type === 'skip') return skip;
    if (node.type === 'exit') return exit;
    return undefined;
  };
}

describe('visitTree', () => {
  it('walks as unist-util-visit does: the order, the indexes, and the answers SKIP, EXIT and an index', () => {
    const ours: string[] = [];
    const theirs: string[] = [];
    const oursTree = tree();
    const theirsTree = tree();
    visitTree(oursTree, visitor(ours, SKIP, EXIT) as (node: Node, index: number | undefined, parent: Parent | undefined) => VisitAction);
    visit(theirsTree, visitor(theirs, UNIST_SKIP, UNIST_EXIT) as Parameters<typeof visit>[1]);
    expect(ours).toEqual(theirs);
    expect(oursTree).toEqual(theirsTree);
    expect(ours).toContain('a1x@0<a1');
    expect(ours).not.toContain('c1@0<c');
    expect(ours.at(-1)).toBe('e1@0<e');
  });

  it('visits only the nodes of a type, when given one', () => {
    const seen: string[] = [];
    visitTree<TestNode>(tree(), 't', (node) => void seen.push(node.name));
    expect(seen).toEqual(['a1x', 'a2', 'b1', 'c1', 'd1', 'd4', 'e2', 'f']);
  });
});
