import { useEffect, useState, type ReactNode } from 'react';
import { storage, useSiteConfig } from '@docs/client';
import { translate } from '@docusaurus/Translate';

/** Keys shared with the inline head script, which hides a dismissed bar before first paint. */
export const DISMISS_KEY = 'docusaurus.announcement.dismiss';
export const ID_KEY = 'docusaurus.announcement.id';

/**
 * The bar above the navbar. A closeable bar remembers its dismissal together with its id, so
 * publishing a bar with a new id shows it again. `children` lets a site add controls (a shadowed
 * bar can render a button next to the content).
 */
export default function AnnouncementBar({ children }: { children?: ReactNode }) {
  const { announcementBar: bar } = useSiteConfig();
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (!bar) return;
    if (storage.get(ID_KEY) !== bar.id) {
      storage.set(ID_KEY, bar.id);
      storage.remove(DISMISS_KEY);
    }
    setDismissed(bar.isCloseable && storage.get(DISMISS_KEY) === 'true');
  }, [bar]);
  if (!bar || dismissed) return null;
  const close = () => {
    storage.set(DISMISS_KEY, 'true');
    storage.set(ID_KEY, bar.id);
    document.documentElement.setAttribute('data-announcement-dismissed', '');
    setDismissed(true);
  };
  return (
    <div className="announcement-bar" role="region" aria-label={translate({ id: 'theme.AnnouncementBar.ariaLabel', message: 'Announcement', description: 'The label of the announcement bar above the navbar' })} style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}>
      {/* The content comes from the site's own config, which may hold inline markup. */}
      <div className="announcement-bar-content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {children}
      {bar.isCloseable && (
        <button type="button" className="announcement-bar-close" aria-label={translate({ id: 'theme.AnnouncementBar.closeAnnouncementAriaLabel', message: 'Close announcement', description: 'The label of the button that closes the announcement bar' })} onClick={close}>
          ×
        </button>
      )}
    </div>
  );
}
