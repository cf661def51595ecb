/** Says why a page is missing from the sidebar, lists and search: it is `unlisted`. */
export default function UnlistedBanner() {
  return (
    <div className="unlisted-banner" role="note">
      <strong>Unlisted page.</strong> Only people with its address can reach it: it is left out of the sidebar, tag pages, search and the sitemap, and search engines are asked not to index it.
    </div>
  );
}
