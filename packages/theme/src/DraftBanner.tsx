import Translate, { translate } from '@docusaurus/Translate';

/** Says that a page will not be published: it is a `draft`, shown by `docs dev` only. */
export default function DraftBanner() {
  return (
    <div className="unlisted-banner" role="note">
      <strong>{translate({ id: 'theme.contentVisibility.draftBanner.title', message: 'Draft page.', description: 'The title of the banner of a draft page' })}</strong>{' '}
      <Translate id="theme.contentVisibility.draftBanner.message" description="What the banner of a draft page says it means; dev and build are the commands" values={{ dev: <code>docs dev</code>, build: <code>docs build</code> }}>
        {'It shows while you run {dev}; {build} leaves it out of the site.'}
      </Translate>
    </div>
  );
}
