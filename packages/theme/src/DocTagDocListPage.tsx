import { Link, type RouteProps } from '@docs/client';
import type { TagRouteData } from '@docs/core/routes';
import DocCardList from '@theme/DocCardList';
import Layout from '@theme/Layout';
import { viewAllTagsText } from './listPageWords.ts';

/** `/tags/{tag}`: the docs that carry one tag. */
export default function DocTagDocListPage({ data }: RouteProps<TagRouteData>) {
  return (
    <Layout title={data.title} description={data.description ?? `Docs tagged with "${data.label}".`}>
      <div className="page-content markdown">
        <h1>{data.title}</h1>
        {data.description && <p className="tag-description">{data.description}</p>}
        <p>
          <Link to={data.allTagsPath}>{viewAllTagsText()}</Link>
        </p>
        <DocCardList items={data.docs} />
      </div>
    </Layout>
  );
}
