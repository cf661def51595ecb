import { translate } from '@docusaurus/Translate';

/** Says why a page is missing from the sidebar, lists and search: it is `unlisted`. */
export default function UnlistedBanner() {
  return (
    <div className="unlisted-banner" role="note">
      <strong>{translate({ id: 'theme.contentVisibility.unlistedBanner.title', message: 'Unlisted page.', description: 'The title of the banner of an unlisted page' })}</strong>
      {` ${translate({ id: 'theme.contentVisibility.unlistedBanner.message', message: 'Only people with its address can reach it: it is left out of the sidebar, tag pages, search and the sitemap, and search engines are asked not to index it.', description: 'What the banner of an unlisted page says it means' })}`}
    </div>
  );
}
