import { ErrorBoundaryError, ErrorBoundaryTryAgainButton } from '@docusaurus/theme-common';

/** What a page shows in place of a component that crashed: the error, and a way to try again. */
export default function ErrorPageContent({ error, tryAgain }: { error: Error; tryAgain: () => void }) {
  return (
    <div className="route-error" role="alert">
      <h1>This page crashed.</h1>
      <ErrorBoundaryTryAgainButton onClick={tryAgain} />
      <ErrorBoundaryError error={error} />
    </div>
  );
}
