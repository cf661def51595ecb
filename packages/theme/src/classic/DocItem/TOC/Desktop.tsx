import { useDoc } from '@docusaurus/theme-common';
import TOC from '@theme/TOC';

/** "On this page" beside the content. */
export default function DocItemTOCDesktop() {
  return <TOC items={useDoc().data.toc} />;
}
