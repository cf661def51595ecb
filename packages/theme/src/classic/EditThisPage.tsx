import { translate } from '@docusaurus/Translate';
import ExternalLinkMark from '../ExternalLinkMark.tsx';
import IconEdit from '@theme/Icon/Edit';

/** The link to the page's source in its repository, with a pencil; it opens in a new tab and says so. */
export default function EditThisPage({ editUrl }: { editUrl: string }) {
  return (
    <a href={editUrl} className="edit-this-page" target="_blank" rel="noopener noreferrer">
      <IconEdit width={16} height={16} className="edit-this-page-icon" />
      {translate({ id: 'theme.common.editThisPage', message: 'Edit this page' })}
      <ExternalLinkMark newTab />
    </a>
  );
}
