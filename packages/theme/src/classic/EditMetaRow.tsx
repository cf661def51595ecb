import type { LastUpdateData } from '@docs/core/routes';
import EditThisPage from '@theme/EditThisPage';
import LastUpdated, { fromDocusaurusProps } from '@theme/LastUpdated';

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
  const update = lastUpdate ?? fromDocusaurusProps({ lastUpdatedAt, lastUpdatedBy });
  if (!editUrl && !update) return null;
  return (
    <div className={['doc-footer', className].filter(Boolean).join(' ')}>
      {editUrl && <EditThisPage editUrl={editUrl} />}
      <LastUpdated lastUpdate={update} />
    </div>
  );
}
