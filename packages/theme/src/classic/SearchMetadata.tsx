import { useSiteConfig } from '@docs/client';

/**
 * The `<meta>` tags search crawlers read to scope a page (language, docs version, tag), as
 * Docusaurus writes them. The head here takes a title and description only, so the tags go in the
 * page itself, where the crawlers' selectors find them too.
 */
export default function SearchMetadata({ locale, version, tag }: { locale?: string; version?: string; tag?: string }) {
  const { i18n } = useSiteConfig();
  const language = locale ?? i18n.defaultLocale;
  return (
    <>
      <meta name="docusaurus_locale" content={language} />
      {version && <meta name="docusaurus_version" content={version} />}
      {tag && <meta name="docusaurus_tag" content={tag} />}
      <meta name="docsearch:language" content={language} />
      {version && <meta name="docsearch:version" content={version} />}
      {tag && <meta name="docsearch:docusaurus_tag" content={tag} />}
    </>
  );
}
