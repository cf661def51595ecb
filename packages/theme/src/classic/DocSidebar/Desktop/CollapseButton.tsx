import IconArrow from '@theme/Icon/Arrow';

/** The button at the foot of the docs sidebar that hides it (`themeConfig.docs.sidebar.hideable`). */
export default function CollapseButton({ onClick, controls }: { onClick: () => void; controls?: string }) {
  return (
    <button type="button" className="doc-sidebar-collapse" title="Collapse sidebar" aria-label="Collapse sidebar" aria-expanded={true} aria-controls={controls} onClick={onClick}>
      <IconArrow aria-hidden="true" style={{ transform: 'rotate(180deg)' }} />
    </button>
  );
}
