import { translate } from '@docusaurus/Translate';

/** The button that opens the collapsed table of contents. */
export default function TOCCollapsibleCollapseButton({ collapsed, ...props }: { collapsed: boolean } & React.ComponentProps<'button'>) {
  return (
    <button type="button" {...props} className={['toc-collapsible-button', props.className].filter(Boolean).join(' ')} aria-expanded={!collapsed}>
      {translate({ id: 'theme.TOCCollapsible.toggleButtonLabel', message: 'On this page' })}
    </button>
  );
}
