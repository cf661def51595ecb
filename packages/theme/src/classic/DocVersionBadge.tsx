import { useDocsVersion } from '@docusaurus/theme-common';

/** "Version: x" above a doc, for versions that ask for a badge; the docs' one version does not (as in Docusaurus). */
export default function DocVersionBadge({ className }: { className?: string }) {
  const version = useDocsVersion();
  if (!version.badge) return null;
  return <span className={['badge', 'theme-doc-version-badge', className].filter(Boolean).join(' ')}>Version: {version.label}</span>;
}
