import { translate } from '@docusaurus/Translate';
import Tag from '@theme/Tag';

/** A doc's or post's tags, in a row. */
export default function TagsListInline({ tags }: { tags: readonly { label: string; permalink: string; description?: string }[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="doc-tags" aria-label={translate({ id: 'theme.tags.tagsListLabel', message: 'Tags' })}>
      {tags.map((tag) => (
        <li key={tag.permalink}>
          <Tag label={tag.label} permalink={tag.permalink} description={tag.description} />
        </li>
      ))}
    </ul>
  );
}
