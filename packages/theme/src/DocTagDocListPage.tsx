import { Link, type RouteProps } from '@docs/client';
import Layout from '@theme/Layout';

interface Data {
  title: string;
  label: string;
  allTagsPath: string;
  docs: { title: string; href: string; description?: string }[];
}

/** `/tags/{tag}`: the docs that carry one tag. */
export default function DocTagDocListPage({ data }: RouteProps<Data>) {
  return (
    <Layout title={data.title} description={`Docs tagged with "${data.label}".`}>
      <div className="page-content markdown">
        <h1>{data.title}</h1>
        <p>
          <Link to={data.allTagsPath}>View all tags</Link>
        </p>
        <ul className="card-list">
          {data.docs.map((doc) => (
            <li key={doc.href} className="card">
              <Link to={doc.href}>
                <h2>{doc.title}</h2>
                {doc.description && <p>{doc.description}</p>}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </Layout>
  );
}
