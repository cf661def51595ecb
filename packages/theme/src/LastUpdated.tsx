import type { LastUpdateData } from '@docs/core/routes';

/** "Last updated on Jan 5, 2024 by Ana", from the front matter's `last_update`; either part may be missing. */
export default function LastUpdated({ lastUpdate }: { lastUpdate?: LastUpdateData }) {
  if (!lastUpdate || (!lastUpdate.formattedDate && !lastUpdate.author)) return null;
  return (
    <span className="last-updated">
      Last updated
      {lastUpdate.formattedDate && (
        <>
          {' on '}
          <b>
            <time dateTime={lastUpdate.date}>{lastUpdate.formattedDate}</time>
          </b>
        </>
      )}
      {lastUpdate.author && (
        <>
          {' by '}
          <b>{lastUpdate.author}</b>
        </>
      )}
    </span>
  );
}
