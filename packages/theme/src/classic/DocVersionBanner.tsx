import { useDocsVersion } from '@docusaurus/theme-common';

/**
 * The notice on docs of an unreleased or unmaintained version. The docs here have one version,
 * the current one, which has no banner, as in Docusaurus: this renders only for a version with one
 * (given through `DocsVersionProvider`).
 */
export default function DocVersionBanner({ className }: { className?: string }) {
  const version = useDocsVersion();
  if (!version.banner) return null;
  return (
    <div className={['doc-version-banner', 'theme-doc-version-banner', className].filter(Boolean).join(' ')} role="alert">
      {version.banner === 'unreleased' ? `This is unreleased documentation for version ${version.label}.` : `This is documentation for version ${version.label}, which is no longer actively maintained.`}
    </div>
  );
}
