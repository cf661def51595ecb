import type { TocTreeNode } from '@docusaurus/theme-common';

/** A tree of headings as nested lists of links. */
export default function TOCItemTree({ toc, className, linkClassName, isChild }: { toc: readonly TocTreeNode[]; className?: string; linkClassName?: string | null; isChild?: boolean }) {
  if (!toc.length) return null;
  return (
    <ul className={isChild ? undefined : className}>
      {toc.map((heading) => (
        <li key={heading.id}>
          <a href={`#${heading.id}`} className={linkClassName ?? undefined}>
            {heading.value}
          </a>
          <TOCItemTree isChild toc={heading.children} className={className} linkClassName={linkClassName} />
        </li>
      ))}
    </ul>
  );
}
