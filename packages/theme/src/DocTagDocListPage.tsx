import { translate } from '@docusaurus/Translate';
import { usePluralForm } from '@docusaurus/theme-common';
import { Link, type RouteProps } from '@docs/client';
import type { TagRouteData } from '@docs/core/routes';
import DocCardList from '@theme/DocCardList';
import Layout from '@theme/Layout';
import { viewAllTagsText } from './listPageWords.ts';

/** `/tags/{tag}`: the docs that carry one tag. */
export default function DocTagDocListPage({ data }: RouteProps<TagRouteData>) {
  const { selectMessage } = usePluralForm();
  const docsTagged = selectMessage(data.docs.length, translate({ id: 'theme.docs.tagDocListPageTitle.nDocsTagged', message: '1 doc tagged|{count} docs tagged', description: 'How many docs carry the tag, in the plural forms of the language separated by |' }, { count: data.docs.length }));
  const title = translate({ id: 'theme.docs.tagDocListPageTitle', message: '{nDocsTagged} with "{tagName}"', description: 'The title of the page of one docs tag' }, { nDocsTagged: docsTagged, tagName: data.label });
  return (
    <Layout title={title} description={data.description ?? translate({ id: 'theme.docs.tagDocListPageDescription', message: 'Docs tagged with "{tagName}".', description: 'The meta description of the page of one docs tag without a description of its own' }, { tagName: data.label })}>
      <div className="page-content markdown">
        <h1>{title}</h1>
        {data.description && <p className="tag-description">{data.description}</p>}
        <p>
          <Link to={data.allTagsPath}>{viewAllTagsText()}</Link>
        </p>
        <DocCardList items={data.docs} />
      </div>
    </Layout>
  );
}
