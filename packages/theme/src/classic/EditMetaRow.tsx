import type { LastUpdateData } from '@docs/core/routes';
import EditThisPage from '@theme/EditThisPage';
import LastUpdated from '@theme/LastUpdated';

export interface EditMetaRowProps {
  className?: string;
  editUrl?: string;
  lastUpdate?: LastUpdateData;
  /** Docusaurus's props for the last update, when a site passes them itself. */
  lastUpdatedAt?: number;
  lastUpdatedBy?: string;
}

/** The edit link and the last update, side by side; nothing when there is neither. */
export default function EditMetaRow({ className, editUrl, lastUpdate, lastUpdatedAt, lastUpdatedBy }: EditMetaRowProps) {
  const update = lastUpdate ?? (lastUpdatedAt !== undefined || lastUpdatedBy ? { date: lastUpdatedAt === undefined ? undefined : new Date(lastUpdatedAt).toISOString(), formattedDate: lastUpdatedAt === undefined ? undefined : new Date(lastUpdatedAt).toISOString().slice(0, 10), author: lastUpdatedBy } : undefined);
  if (!editUrl && !update) return null;
  return (
    <div className={['doc-footer', className].filter(Boolean).join(' ')}>
      {editUrl && <EditThisPage editUrl={editUrl} />}
      <LastUpdated lastUpdate={update} />
    </div>
  );
}
