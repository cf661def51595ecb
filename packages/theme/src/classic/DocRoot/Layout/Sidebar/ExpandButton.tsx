import IconArrow from '@theme/Icon/Arrow';

/** The button that shows a hidden docs sidebar again: the whole narrow column where it was. */
export default function DocRootLayoutSidebarExpandButton({ toggleSidebar }: { toggleSidebar: () => void }) {
  return (
    <button type="button" className="doc-sidebar-expand" title="Expand sidebar" aria-label="Expand sidebar" aria-expanded={false} onClick={toggleSidebar}>
      <IconArrow aria-hidden="true" />
    </button>
  );
}
