import { Link, type RouteProps } from '@docs/client';
import BlogLayout, { type BlogSidebarData } from '@theme/BlogLayout';
import BlogPostItem, { type BlogPostSummary } from '@theme/BlogPostItem';
import TOC, { type TocItem } from '@theme/TOC';

interface NavLink {
  label: string;
  href: string;
}

export interface BlogPostData {
  title: string;
  description?: string;
  post: BlogPostSummary;
  toc: TocItem[];
  hideTableOfContents: boolean;
  newer?: NavLink;
  older?: NavLink;
  sidebar: BlogSidebarData;
  image?: string;
}

/** One post: its header, content, tags, the links to the newer and older posts, and its table of contents. */
export default function BlogPostPage({ data, Content }: RouteProps<BlogPostData>) {
  return (
    <BlogLayout title={data.title} description={data.description} sidebar={data.sidebar} toc={!data.hideTableOfContents && data.toc.length > 0 ? <TOC items={data.toc} /> : undefined}>
      <BlogPostItem post={data.post} Content={Content} />
      {(data.newer || data.older) && (
        <nav className="pagination" aria-label="Blog posts">
          {data.newer && (
            <Link to={data.newer.href} className="pagination-prev">
              <span>Newer post</span> {data.newer.label}
            </Link>
          )}
          {data.older && (
            <Link to={data.older.href} className="pagination-next">
              <span>Older post</span> {data.older.label}
            </Link>
          )}
        </nav>
      )}
    </BlogLayout>
  );
}
