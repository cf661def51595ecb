import { useDocsVersion } from '@docusaurus/theme-common';

/** "Version: x" above a doc, for versions that have a badge (by default every version of a site with more than one). */
export default function DocVersionBadge({ className }: { className?: string }) {
  const version = useDocsVersion();
  if (!version.badge) return null;
  return <span className={['badge', 'badge--secondary', 'theme-doc-version-badge', className].filter(Boolean).join(' ')}>Version: {version.label}</span>;
}
