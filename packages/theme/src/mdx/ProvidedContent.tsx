import { useMDXComponents } from '@mdx-js/react';
import type { ContentComponent } from '@docs/client';

/**
 * A compiled content given the theme's MDX components and, over them, those of an `MDXProvider`
 * around it: a site's `MDXContent` that wraps its children in one (as Docusaurus sites do to add
 * components to every document) reaches the content, which takes its components as a prop.
 */
export default function ProvidedContent({ Content, components }: { Content: ContentComponent; components: Record<string, unknown> }) {
  const provided = useMDXComponents();
  return <Content components={Object.keys(provided).length ? { ...components, ...provided } : components} />;
}
