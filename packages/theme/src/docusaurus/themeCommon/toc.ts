import { useEffect, useMemo } from 'react';

export interface FlatTocItem {
  value: string;
  id: string;
  level: number;
}

export interface TocTreeNode extends FlatTocItem {
  children: TocTreeNode[];
}

/** A flat `toc` (what an MDX module exports) as a tree: each heading under the last one of a higher level. */
export function treeifyTOC(flat: readonly FlatTocItem[]): TocTreeNode[] {
  const roots: TocTreeNode[] = [];
  const stack: TocTreeNode[] = [];
  for (const item of flat) {
    const node = { ...item, children: [] };
    while (stack.length && stack.at(-1)!.level >= node.level) stack.pop();
    (stack.length ? stack.at(-1)!.children : roots).push(node);
    stack.push(node);
  }
  return roots;
}

export function useTreeifiedTOC(toc: readonly FlatTocItem[]): TocTreeNode[] {
  return useMemo(() => treeifyTOC(toc), [toc]);
}

/** The tree of headings between two levels, a deeper heading lifted to its nearest kept ancestor. */
export function useFilteredAndTreeifiedTOC({ toc, minHeadingLevel, maxHeadingLevel }: { toc: readonly FlatTocItem[]; minHeadingLevel: number; maxHeadingLevel: number }): TocTreeNode[] {
  return useMemo(() => treeifyTOC(toc.filter((item) => item.level >= minHeadingLevel && item.level <= maxHeadingLevel)), [toc, minHeadingLevel, maxHeadingLevel]);
}

export interface TOCHighlightConfig {
  linkClassName: string;
  linkActiveClassName: string;
  minHeadingLevel: number;
  maxHeadingLevel: number;
}

/**
 * Marks the link of the heading the reader is at with `linkActiveClassName`, among the links of
 * class `linkClassName` (as Docusaurus's TOC does), following the scroll.
 */
export function useTOCHighlight(config: TOCHighlightConfig | undefined): void {
  useEffect(() => {
    if (!config) return;
    const update = () => {
      const links = [...document.getElementsByClassName(config.linkClassName)] as HTMLAnchorElement[];
      const headings = links.map((a) => document.getElementById(decodeURIComponent(a.hash.slice(1))));
      let active = -1;
      headings.forEach((h, i) => {
        if (h && h.getBoundingClientRect().top < window.innerHeight / 3) active = i;
      });
      links.forEach((a, i) => a.classList.toggle(config.linkActiveClassName, i === active));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [config?.linkClassName, config?.linkActiveClassName]);
}
