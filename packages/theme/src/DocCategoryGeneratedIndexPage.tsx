import { useDocsSidebar, type RouteProps } from '@docs/client';
import type { GeneratedIndexRouteData } from '@docs/core/routes';
import DocCardList from '@theme/DocCardList';
import DocPaginator from '@theme/DocPaginator';
import Layout from '@theme/Layout';
import DocSidebar from '@theme/DocSidebar';

/** A category page listing what the category holds. */
export default function DocCategoryGeneratedIndexPage({ data }: RouteProps<GeneratedIndexRouteData>) {
  const sidebar = useDocsSidebar();
  return (
    <Layout title={data.title} description={data.description} className="doc-layout">
      {sidebar && <DocSidebar items={sidebar} />}
      <div className="doc-main">
        <article className="markdown">
          <h1>{data.title}</h1>
          {data.description && <p>{data.description}</p>}
          <DocCardList items={data.items} />
        </article>
        <DocPaginator previous={data.previous} next={data.next} />
      </div>
    </Layout>
  );
}
