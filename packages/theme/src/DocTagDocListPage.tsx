import { Link, type RouteProps } from '@docs/client';
import DocCardList, { type DocCard } from '@theme/DocCardList';
import Layout from '@theme/Layout';

interface Data {
  title: string;
  label: string;
  allTagsPath: string;
  docs: DocCard[];
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
        <DocCardList items={data.docs} />
      </div>
    </Layout>
  );
}
