import { Link, type RouteProps } from '@docs/client';
import type { TagsRouteData } from '@docs/core/routes';
import Layout from '@theme/Layout';
import { translate } from '@docusaurus/Translate';
import { tagsPageTitle } from './listPageWords.ts';

/** `/tags`: every docs tag with how many docs carry it, grouped by first letter. */
export default function DocTagsListPage({ data }: RouteProps<TagsRouteData>) {
  const groups = new Map<string, TagsRouteData['tags']>();
  for (const tag of data.tags) {
    const letter = tag.label.charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return (
    <Layout title={tagsPageTitle()} description={translate({ id: 'theme.tags.docsTagsPageDescription', message: 'Every tag of the documentation, with the number of docs that carry it.', description: 'The meta description of the page of all docs tags' })}>
      <div className="page-content markdown">
        <h1>{tagsPageTitle()}</h1>
        {[...groups].map(([letter, tags]) => (
          <section key={letter} aria-labelledby={`tags-${letter}`}>
            <h2 id={`tags-${letter}`}>{letter}</h2>
            <ul className="tag-list">
              {tags.map((tag) => (
                <li key={tag.permalink}>
                  <Link to={tag.permalink}>
                    {tag.label} <span className="tag-count">{tag.count}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Layout>
  );
}
