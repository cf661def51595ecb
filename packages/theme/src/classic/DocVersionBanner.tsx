import { Link, useSiteConfig } from '@docs/client';
import { useDocsPreferredVersion, useDocsVersion, useDocVersionSuggestions } from '@docusaurus/theme-common';

/**
 * The notice on the docs of an unreleased or unmaintained version, with a link to the same doc in
 * the latest version (or that version's main doc when the doc is not in it), as Docusaurus words it.
 */
export default function DocVersionBanner({ className }: { className?: string }) {
  const version = useDocsVersion();
  const { title } = useSiteConfig();
  const { latestDocSuggestion, latestVersionSuggestion: latest } = useDocVersionSuggestions();
  const { savePreferredVersionName } = useDocsPreferredVersion();
  if (!version.banner) return null;
  const mainDoc = latest.docs.find((d) => d.id === latest.mainDocId);
  const to = latestDocSuggestion?.path ?? mainDoc?.path ?? latest.path;
  return (
    <div className={[className, 'theme-doc-version-banner', 'alert', 'alert--warning', 'margin-bottom--md'].filter(Boolean).join(' ')} role="alert">
      <div>
        {version.banner === 'unreleased' ? (
          <>This is unreleased documentation for {title} <b>{version.label}</b> version.</>
        ) : (
          <>This is documentation for {title} <b>{version.label}</b>, which is no longer actively maintained.</>
        )}
      </div>
      <div className="margin-top--md">
        For up-to-date documentation, see the{' '}
        <b>
          <Link to={to} onClick={() => savePreferredVersionName(latest.name)}>
            latest version
          </Link>
        </b>{' '}
        ({latest.label}).
      </div>
    </div>
  );
}
