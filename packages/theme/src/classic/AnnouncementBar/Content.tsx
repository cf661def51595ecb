import type { ComponentProps } from 'react';
import { useSiteConfig } from '@docs/client';

/** The announcement's text: the site's own markup from its config, as Docusaurus shows it. */
export default function AnnouncementBarContent(props: ComponentProps<'div'>) {
  const { announcementBar } = useSiteConfig();
  if (!announcementBar) return null;
  return <div {...props} className={['announcement-bar-content', props.className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: announcementBar.content }} />;
}
