import { translate } from '@docusaurus/Translate';
/** The link to the page's source in its repository. */
export default function EditThisPage({ editUrl }: { editUrl: string }) {
  return (
    <a href={editUrl} className="edit-this-page" target="_blank" rel="noopener noreferrer">
      {translate({ id: 'theme.common.editThisPage', message: 'Edit this page' })}
    </a>
  );
}
