/** Says that a page will not be published: it is a `draft`, shown by `docs dev` only. */
export default function DraftBanner() {
  return (
    <div className="unlisted-banner" role="note">
      <strong>Draft page.</strong> It shows while you run <code>docs dev</code>; <code>docs build</code> leaves it out of the site.
    </div>
  );
}
