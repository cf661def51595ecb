import { Link } from '@docs/client';

/** "Read more", to the whole post. */
export default function ReadMoreLink({ blogPostTitle, to }: { blogPostTitle: string; to: string }) {
  return (
    <Link to={to} className="blog-read-more" aria-label={`Read more about ${blogPostTitle}`}>
      Read more
    </Link>
  );
}
