import IconExternalLink from '@theme/Icon/ExternalLink';
import { translate } from '@docusaurus/Translate';

/**
 * What follows the label of a link that leaves the site: an arrow-out-of-a-box icon, and for a
 * link that opens a new tab, words a screen reader reads (the icon itself is decoration).
 */
export default function ExternalLinkMark({ newTab }: { newTab: boolean }) {
  return (
    <>
      <IconExternalLink width={13} height={13} className="external-link-icon" />
      {newTab && <span className="visually-hidden">{` ${translate({ id: 'theme.IconExternalLink.ariaLabel', message: '(opens in new tab)', description: 'Read after the label of a link that opens a new tab' })}`}</span>}
    </>
  );
}
