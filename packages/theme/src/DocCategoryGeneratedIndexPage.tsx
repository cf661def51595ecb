import { Link, useDocsSidebar, type RouteProps } from '@docs/client';
import Layout from '@theme/Layout';
import DocSidebar from '@theme/DocSidebar';

interface Data {
  title: string;
  description?: string;
  items: { label: string; href: string; description?: string }[];
}

/** A category page listing what the category holds. */
export default function DocCategoryGeneratedIndexPage({ data }: RouteProps<Data>) {
  const sidebar = useDocsSidebar();
  return (
    <Layout title={data.title} description={data.description} className="doc-layout">
      {sidebar && <DocSidebar items={sidebar} />}
      <div className="doc-main">
        <article className="markdown">
          <h1>{data.title}</h1>
          {data.description && <p>{data.description}</p>}
          <ul className="card-list">
            {data.items.map((item) => (
              <li key={item.href} className="card">
                <Link to={item.href}>
                  <h2>{item.label}</h2>
                  {item.description && <p>{item.description}</p>}
                </Link>
              </li>
            ))}
          </ul>
        </article>
      </div>
    </Layout>
  );
}
