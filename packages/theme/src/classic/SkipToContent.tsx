import { translate } from '@docusaurus/Translate';
/** The first link of the page, for keyboards: straight to the content, past the navbar. */
export default function SkipToContent() {
  return (
    <a className="skip-link" href="#main">
      {translate({ id: 'theme.common.skipToMainContent', message: 'Skip to main content' })}
    </a>
  );
}
