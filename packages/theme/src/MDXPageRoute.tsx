import type { ComponentType } from 'react';
import type { RouteProps } from '@docs/client';
import Layout from '@theme/Layout';
import MDXComponents from '@theme/MDXComponents';

/** A Markdown page from src/pages: the content in the site layout, without docs chrome. */
export default function MDXPageRoute({ data, Content }: RouteProps<{ title?: string; description?: string }>) {
  const Body = Content as ComponentType<{ components: typeof MDXComponents }>;
  return (
    <Layout title={data.title} description={data.description}>
      <article className="markdown page-content">
        <Body components={MDXComponents} />
      </article>
    </Layout>
  );
}
