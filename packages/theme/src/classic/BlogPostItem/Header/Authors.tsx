import { useBlogPost } from '@docusaurus/theme-common';
import BlogAuthor from '@theme/Blog/Components/Author';
import { translate } from '@docusaurus/Translate';

/** The post's authors, when it names any. */
export default function BlogPostItemHeaderAuthors({ className }: { className?: string }) {
  const { metadata } = useBlogPost();
  if (metadata.authors.length === 0) return null;
  return (
    <ul className={['blog-post-authors', className].filter(Boolean).join(' ')} aria-label={translate({ id: 'theme.blog.post.authorsAriaLabel', message: 'Authors', description: 'The label of the list of a post\'s authors' })}>
      {metadata.authors.map((author) => (
        <li key={author.name}>
          <BlogAuthor author={author} />
        </li>
      ))}
    </ul>
  );
}
