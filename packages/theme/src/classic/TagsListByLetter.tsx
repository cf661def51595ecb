import { listTagsByLetters } from '@docusaurus/theme-common';
import Tag from '@theme/Tag';

/** Every tag with its count, grouped under its first letter. */
export default function TagsListByLetter({ tags }: { tags: readonly { label: string; permalink: string; count: number }[] }) {
  return (
    <section className="tags-by-letter">
      {listTagsByLetters(tags).map(({ letter, tags: group }) => (
        <article key={letter}>
          <h2>{letter}</h2>
          <ul>
            {group.map((tag) => (
              <li key={tag.permalink}>
                <Tag {...tag} />
              </li>
            ))}
          </ul>
        </article>
      ))}
    </section>
  );
}
