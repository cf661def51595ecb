import IconArrow from '@theme/Icon/Arrow';
import { translate } from '@docusaurus/Translate';

/** The button that shows a hidden docs sidebar again: the whole narrow column where it was. */
export default function DocRootLayoutSidebarExpandButton({ toggleSidebar }: { toggleSidebar: () => void }) {
  return (
    <button type="button" className="doc-sidebar-expand" title={translate({ id: 'theme.docs.sidebar.expandButtonTitle', message: 'Expand sidebar', description: 'The title of the button that shows the hidden docs sidebar' })} aria-label={translate({ id: 'theme.docs.sidebar.expandButtonAriaLabel', message: 'Expand sidebar', description: 'The label of the button that shows the hidden docs sidebar' })} aria-expanded={false} onClick={toggleSidebar}>
      <IconArrow aria-hidden="true" />
    </button>
  );
}
