import { translate } from '@docusaurus/Translate';
import { Link } from '@docs/client';

/** "Read more", to the whole post. */
export default function ReadMoreLink({ blogPostTitle, to }: { blogPostTitle: string; to: string }) {
  return (
    <Link to={to} className="blog-read-more" aria-label={translate({ id: 'theme.blog.post.readMoreLabel', message: 'Read more about {title}' }, { title: blogPostTitle })}>
      {translate({ id: 'theme.blog.post.readMore', message: 'Read more' })}
    </Link>
  );
}
