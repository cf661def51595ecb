import Translate from '@docusaurus/Translate';
import type { LastUpdateData } from '@docs/core/routes';

/** Docusaurus's props for the same facts (a timestamp in milliseconds, its formatted date, the author), as its components pass them. */
export function fromDocusaurusProps({ lastUpdatedAt, formattedLastUpdatedAt, lastUpdatedBy }: { lastUpdatedAt?: number; formattedLastUpdatedAt?: string; lastUpdatedBy?: string }): LastUpdateData | undefined {
  if (lastUpdatedAt === undefined && !formattedLastUpdatedAt && !lastUpdatedBy) return undefined;
  const date = lastUpdatedAt === undefined ? undefined : new Date(lastUpdatedAt).toISOString().slice(0, 10);
  return { date, formattedDate: formattedLastUpdatedAt ?? date, author: lastUpdatedBy };
}

/** "Last updated on Jan 5, 2024 by Ana", from the front matter's `last_update`; either part may be missing. */
export default function LastUpdated(props: { lastUpdate?: LastUpdateData; lastUpdatedAt?: number; formattedLastUpdatedAt?: string; lastUpdatedBy?: string }) {
  const lastUpdate = props.lastUpdate ?? fromDocusaurusProps(props);
  if (!lastUpdate || (!lastUpdate.formattedDate && !lastUpdate.author)) return null;
  return (
    <span className="last-updated">
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        values={{
          atDate: lastUpdate.formattedDate ? (
            <Translate
              id="theme.lastUpdated.atDate"
              values={{
                date: (
                  <b>
                    <time dateTime={lastUpdate.date}>{lastUpdate.formattedDate}</time>
                  </b>
                ),
              }}
            >
              {' on {date}'}
            </Translate>
          ) : (
            ''
          ),
          byUser: lastUpdate.author ? (
            <Translate id="theme.lastUpdated.byUser" values={{ user: <b>{lastUpdate.author}</b> }}>
              {' by {user}'}
            </Translate>
          ) : (
            ''
          ),
        }}
      >
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </span>
  );
}
