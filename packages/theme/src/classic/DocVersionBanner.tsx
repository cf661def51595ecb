import Translate, { translate } from '@docusaurus/Translate';
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
          <Translate id="theme.docs.versions.unreleasedVersionLabel" values={{ siteTitle: title, versionLabel: <b>{version.label}</b> }}>
            {'This is unreleased documentation for {siteTitle} {versionLabel} version.'}
          </Translate>
        ) : (
          <Translate id="theme.docs.versions.unmaintainedVersionLabel" values={{ siteTitle: title, versionLabel: <b>{version.label}</b> }}>
            {'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.'}
          </Translate>
        )}
      </div>
      <div className="margin-top--md">
        <Translate
          id="theme.docs.versions.latestVersionSuggestionLabel"
          values={{
            latestVersionLink: (
              <b>
                <Link to={to} onClick={() => savePreferredVersionName(latest.name)}>
                  {translate({ id: 'theme.docs.versions.latestVersionLinkLabel', message: 'latest version' })}
                </Link>
              </b>
            ),
            versionLabel: latest.label,
          }}
        >
          {'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).'}
        </Translate>
      </div>
    </div>
  );
}
