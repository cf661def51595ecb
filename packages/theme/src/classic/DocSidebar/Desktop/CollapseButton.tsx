import IconArrow from '@theme/Icon/Arrow';

/** The button that hides the docs sidebar (`themeConfig.docs.sidebar.hideable`). */
export default function CollapseButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="doc-sidebar-collapse" title="Collapse sidebar" aria-label="Collapse sidebar" onClick={onClick}>
      <IconArrow style={{ transform: 'rotate(180deg)' }} />
    </button>
  );
}
