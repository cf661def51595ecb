import { useDoc } from '@docusaurus/theme-common';
import DocPaginator from '@theme/DocPaginator';

/** The previous and next docs of the sidebar. */
export default function DocItemPaginator() {
  const { data } = useDoc();
  return <DocPaginator previous={data.previous} next={data.next} />;
}
