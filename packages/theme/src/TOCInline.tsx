/** A heading as Docusaurus's MDX modules export it in `toc`: flat, the text as escaped HTML. */
export interface TOCInlineItem {
  value: string;
  id: string;
  level: number;
}

export interface TOCInlineProps {
  /** The `toc` the page's MDX module exports. */
  toc: readonly TOCInlineItem[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
}

interface Node {
  item: TOCInlineItem;
  children: Node[];
}

/** Nest the flat list: each heading goes under the closest shallower one before it. */
function nest(items: readonly TOCInlineItem[]): Node[] {
  const roots: Node[] = [];
  const stack: Node[] = [];
  for (const item of items) {
    const node: Node = { item, children: [] };
    while (stack.length && stack[stack.length - 1]!.item.level >= item.level) stack.pop();
    (stack.length ? stack[stack.length - 1]!.children : roots).push(node);
    stack.push(node);
  }
  return roots;
}

// The values are escaped text (the build escapes &, < and >): shown as text, never as HTML.
const unescape = (html: string) => html.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

function List({ nodes }: { nodes: Node[] }) {
  return (
    <ul>
      {nodes.map(({ item, children }) => (
        <li key={item.id}>
          <a href={`#${item.id}`}>{unescape(item.value)}</a>
          {children.length > 0 && <List nodes={children} />}
        </li>
      ))}
    </ul>
  );
}

/** Docusaurus's `<TOCInline toc={toc} />`: the page's headings as a list inside the content. */
export default function TOCInline({ toc, minHeadingLevel = 2, maxHeadingLevel = 3, className }: TOCInlineProps) {
  const nodes = nest(toc.filter((t) => t.level >= minHeadingLevel && t.level <= maxHeadingLevel));
  if (!nodes.length) return null;
  return (
    <div className={['toc-inline', className].filter(Boolean).join(' ')}>
      <List nodes={nodes} />
    </div>
  );
}
