import { translate } from '@docusaurus/Translate';
import { useDocsVersion } from '@docusaurus/theme-common';

/** "Version: x" above a doc, for versions that have a badge (by default every version of a site with more than one). */
export default function DocVersionBadge({ className }: { className?: string }) {
  const version = useDocsVersion();
  if (!version.badge) return null;
  // One text node, as Docusaurus's translated "Version: {versionLabel}" renders.
  return <span className={[className, 'theme-doc-version-badge', 'badge', 'badge--secondary'].filter(Boolean).join(' ')}>{translate({ id: 'theme.docs.versionBadge.label', message: 'Version: {versionLabel}' }, { versionLabel: version.label })}</span>;
}
