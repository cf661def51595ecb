import { useDoc } from '@docusaurus/theme-common';
import TOCCollapsible from '@theme/TOCCollapsible';

/** "On this page" above the content, where the side table of contents has no room. */
export default function DocItemTOCMobile() {
  return <TOCCollapsible items={useDoc().data.toc} />;
}
