import type { ReactNode } from 'react';
import { useDoc } from '@docusaurus/theme-common';

/** The doc's content, with the title as its heading unless the content writes its own or `hide_title` is set. */
export default function DocItemContent({ children }: { children?: ReactNode }) {
  const { data } = useDoc();
  return (
    <article className="markdown">
      {/* `hide_title` drops only this heading, never one the content writes itself. */}
      {!data.hasContentTitle && !data.hideTitle && <h1>{data.title}</h1>}
      {children}
    </article>
  );
}
