import Interpolate from '@docusaurus/Interpolate';
import { translate } from '@docusaurus/Translate';

/** Says that a page will not be published: it is a `draft`, shown by `docs dev` only. */
export default function DraftBanner() {
  // One text node from the space on, as before the words were translatable: the commands fill the
  // message's placeholders after it is translated.
  const message = translate({ id: 'theme.contentVisibility.draftBanner.message', message: 'It shows while you run {dev}; {build} leaves it out of the site.', description: 'What the banner of a draft page says it means; dev and build are the commands' });
  return (
    <div className="unlisted-banner" role="note">
      <strong>{translate({ id: 'theme.contentVisibility.draftBanner.title', message: 'Draft page.', description: 'The title of the banner of a draft page' })}</strong>
      <Interpolate values={{ dev: <code>docs dev</code>, build: <code>docs build</code> }}>{` ${message}`}</Interpolate>
    </div>
  );
}
