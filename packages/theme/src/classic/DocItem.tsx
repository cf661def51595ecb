import { useDoc } from '@docusaurus/theme-common';
import DocItemMetadata from '@theme/DocItem/Metadata';
import DocItemLayout from '@theme/DocItem/Layout';
import MDXComponents from '@theme/MDXComponents';
import MDXContent from '@theme/MDXContent';
import ProvidedContent from '../mdx/ProvidedContent.tsx';

/** One doc: its metadata, and its content inside the doc's column (breadcrumbs, footer, paginator, TOC). */
export default function DocItem(_props: { content?: unknown }) {
  const { Content } = useDoc();
  return (
    <>
      <DocItemMetadata />
      <DocItemLayout>
        {Content && (
          <MDXContent>
            <ProvidedContent Content={Content} components={MDXComponents} />
          </MDXContent>
        )}
      </DocItemLayout>
    </>
  );
}
