import path from 'node:path';
import type { SiteConfig } from '../config/types.ts';
import { docsVersionTranslationFolder, localeMeta, localizationDir, TRANSLATION_FOLDERS } from './locales.ts';

/** The locale a config is being built for: `i18n.currentLocale`, the default when unset. */
export const currentLocaleOf = (config: Pick<SiteConfig, 'i18n'>) => config.i18n.currentLocale ?? config.i18n.defaultLocale;

/**
 * The folders the current locale's translated content is read from, before the site's own
 * (a file there replaces the file at the same relative path; a file missing there is the
 * default locale's), as Docusaurus reads `i18n/<locale>/docusaurus-plugin-content-*`.
 */
export function localizedDirs(siteDir: string, config: Pick<SiteConfig, 'i18n' | 'baseUrl' | 'url'>) {
  const root = localizationDir(siteDir, config.i18n, localeMeta(config, currentLocaleOf(config)));
  return {
    // Another plugin instance's folder has its id after the plugin's name, as in Docusaurus.
    docs: (version: string, pluginId = 'default') => path.join(root, instanceFolder(TRANSLATION_FOLDERS.docs, pluginId), docsVersionTranslationFolder(version)),
    blog: path.join(root, TRANSLATION_FOLDERS.blog),
    blogOf: (pluginId: string) => path.join(root, instanceFolder(TRANSLATION_FOLDERS.blog, pluginId)),
    pages: path.join(root, TRANSLATION_FOLDERS.pages),
    root,
  };
}

const instanceFolder = (plugin: string, pluginId: string) => (pluginId === 'default' ? plugin : `${plugin}-${pluginId}`);
