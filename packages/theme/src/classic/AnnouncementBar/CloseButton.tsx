import { translate } from '@docusaurus/Translate';
import type { ComponentProps } from 'react';
import IconClose from '@theme/Icon/Close';

/** The button that dismisses the announcement bar. */
export default function AnnouncementBarCloseButton(props: ComponentProps<'button'>) {
  return (
    <button type="button" aria-label={translate({ id: 'theme.AnnouncementBar.closeButtonAriaLabel', message: 'Close' })} {...props} className={['announcement-bar-close', props.className].filter(Boolean).join(' ')}>
      <IconClose width={14} height={14} />
    </button>
  );
}
