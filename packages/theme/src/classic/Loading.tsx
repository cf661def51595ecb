import { loadingPageText, retryText } from '../pageLoadWords.ts';

/** Shown while a page's code loads, once the wait is long enough to notice, or when loading failed. */
export default function Loading({ error, retry, pastDelay }: { error?: Error; retry?: () => void; pastDelay?: boolean; timedOut?: boolean; isLoading?: boolean }) {
  if (error) {
    return (
      <div className="route-error" role="alert">
        <p>{error.message}</p>
        {retry && (
          <button type="button" onClick={retry}>
            {retryText()}
          </button>
        )}
      </div>
    );
  }
  return pastDelay ? <div className="route-progress" role="progressbar" aria-label={loadingPageText()} /> : null;
}
