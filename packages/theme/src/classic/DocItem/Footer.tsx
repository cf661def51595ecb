import { useDoc } from '@docusaurus/theme-common';
import TagsListInline from '@theme/TagsListInline';
import EditMetaRow from '@theme/EditMetaRow';

/** Under the doc: its tags, then the edit link and the last update. */
export default function DocItemFooter() {
  const { data } = useDoc();
  return (
    <>
      {data.tags.length > 0 && <TagsListInline tags={data.tags} />}
      <EditMetaRow editUrl={data.editUrl} lastUpdate={data.lastUpdate} />
    </>
  );
}
