import { useOptionalDoc } from '@docusaurus/theme-common';
import Draft from '@theme/ContentVisibility/Draft';
import Unlisted from '@theme/ContentVisibility/Unlisted';

/** The draft and unlisted banners of the doc on the page, or of the `metadata` given (a post's). */
export default function ContentVisibility({ metadata }: { metadata?: { unlisted?: boolean; frontMatter?: { draft?: boolean } } }) {
  const doc = useOptionalDoc();
  const draft = metadata ? !!metadata.frontMatter?.draft : !!doc?.data.draft;
  const unlisted = metadata ? !!metadata.unlisted : !!doc?.data.unlisted;
  return (
    <>
      {draft && <Draft />}
      {unlisted && <Unlisted />}
    </>
  );
}
