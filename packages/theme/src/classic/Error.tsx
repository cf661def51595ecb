import { ErrorBoundaryError, ErrorBoundaryTryAgainButton } from '@docusaurus/theme-common';
import { translate } from '@docusaurus/Translate';

/** What a page shows in place of a component that crashed: the error, and a way to try again. */
export default function ErrorPageContent({ error, tryAgain }: { error: Error; tryAgain: () => void }) {
  return (
    <div className="route-error" role="alert">
      <h1>{translate({ id: 'theme.ErrorPageContent.title', message: 'This page crashed.', description: 'The title of the page shown when a page crashed' })}</h1>
      <ErrorBoundaryTryAgainButton onClick={tryAgain} />
      <ErrorBoundaryError error={error} />
    </div>
  );
}
