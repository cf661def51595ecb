import type { Heading, TocItem } from '../compile/types.ts';

/** Nest the headings between two levels into a tree; a deeper heading with no parent in range hangs at the top. */
export function buildToc(headings: Heading[], min: number, max: number): TocItem[] {
  const root: TocItem[] = [];
  const stack: TocItem[] = [];
  for (const h of headings) {
    if (h.depth < min || h.depth > max) continue;
    const item: TocItem = { value: h.value, id: h.id, level: h.depth, children: [] };
    while (stack.length && stack[stack.length - 1]!.level >= h.depth) stack.pop();
    (stack.length ? stack[stack.length - 1]!.children : root).push(item);
    stack.push(item);
  }
  return root;
}
