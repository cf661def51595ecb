import { useCallback, useEffect, useState } from 'react';
import { storage, useSiteConfig } from '@docs/client';
import { DISMISS_KEY, ID_KEY } from '@theme/AnnouncementBar';

/** Whether the announcement bar shows, and closing it, remembered as the theme's bar remembers it. */
export function useAnnouncementBar(): { isActive: boolean; close: () => void } {
  const { announcementBar: bar } = useSiteConfig();
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (bar) setDismissed(bar.isCloseable && storage.get(ID_KEY) === bar.id && storage.get(DISMISS_KEY) === 'true');
  }, [bar]);
  const close = useCallback(() => {
    if (!bar) return;
    storage.set(DISMISS_KEY, 'true');
    storage.set(ID_KEY, bar.id);
    document.documentElement.setAttribute('data-announcement-dismissed', '');
    setDismissed(true);
  }, [bar]);
  return { isActive: !!bar && !dismissed, close };
}
