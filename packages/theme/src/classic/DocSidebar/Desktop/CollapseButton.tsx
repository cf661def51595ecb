import IconArrow from '@theme/Icon/Arrow';
import { translate } from '@docusaurus/Translate';

/** The button at the foot of the docs sidebar that hides it (`themeConfig.docs.sidebar.hideable`). */
export default function CollapseButton({ onClick, controls }: { onClick: () => void; controls?: string }) {
  return (
    <button type="button" className="doc-sidebar-collapse" title={translate({ id: 'theme.docs.sidebar.collapseButtonTitle', message: 'Collapse sidebar', description: 'The title of the button that hides the docs sidebar' })} aria-label={translate({ id: 'theme.docs.sidebar.collapseButtonAriaLabel', message: 'Collapse sidebar', description: 'The label of the button that hides the docs sidebar' })} aria-expanded={true} aria-controls={controls} onClick={onClick}>
      <IconArrow aria-hidden="true" style={{ transform: 'rotate(180deg)' }} />
    </button>
  );
}
