import IconArrow from '@theme/Icon/Arrow';

/** The button that shows a hidden docs sidebar again. */
export default function DocRootLayoutSidebarExpandButton({ toggleSidebar }: { toggleSidebar: () => void }) {
  return (
    <button type="button" className="doc-sidebar-expand" title="Expand sidebar" aria-label="Expand sidebar" onClick={toggleSidebar}>
      <IconArrow />
    </button>
  );
}
