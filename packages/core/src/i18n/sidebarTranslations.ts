import path from 'node:path';
import type { SiteConfig } from '../config/types.ts';
import type { DocsVersionMeta } from '../content/docsVersions.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { ResolvedSidebars, SidebarItem } from '../sidebars/types.ts';
import { readTranslationFile } from './codeTranslations.ts';
import { currentLocaleOf } from './localizedDirs.ts';
import { docsVersionTranslationFolder, localeMeta, localizationDir, TRANSLATION_FOLDERS } from './locales.ts';
import type { TranslationFileContent } from './themeTranslations.ts';

const RELEASED_PREFIX = /^version-(.+?)\/(.+)$/;

/** A site-wide sidebar name as its version and its own name (see versionedSidebarName). */
function versionOfSidebar(name: string): { version: string; sidebar: string } {
  const m = RELEASED_PREFIX.exec(name);
  return m ? { version: m[1]!, sidebar: m[2]! } : { version: 'current', sidebar: name };
}

/** Each category and link of a sidebar, with the key Docusaurus gives its label. */
function* labelled(sidebar: string, items: SidebarItem[]): Generator<{ key: string; item: SidebarItem & { label: string } }> {
  for (const item of items) {
    if (item.type === 'category') {
      yield { key: `sidebar.${sidebar}.category.${item.label}`, item };
      yield* labelled(sidebar, item.items);
    } else if (item.type === 'link' && !item.docId) {
      yield { key: `sidebar.${sidebar}.link.${item.label}`, item };
    }
  }
}

/** A docs version's translation file's entries (`current.json`, `version-1.0.json`): its label and its sidebars' category and link labels. */
export function docsTranslationEntries(version: DocsVersionMeta, sidebars: ResolvedSidebars): TranslationFileContent {
  const entries: TranslationFileContent = { 'version.label': { message: version.label, description: `The label for version ${version.name}` } };
  for (const [name, items] of Object.entries(sidebars.sidebars)) {
    const { version: of, sidebar } = versionOfSidebar(name);
    if (of !== version.name) continue;
    for (const { key, item } of labelled(sidebar, items)) {
      entries[key] = { message: item.label, description: item.type === 'category' ? `The label for category ${item.label} in sidebar ${sidebar}` : `The label for link ${item.label} in sidebar ${sidebar}, linking to ${item.type === 'link' ? item.href : ''}` };
    }
  }
  return entries;
}

/**
 * The current locale's docs translation files applied: each version's label, and its sidebars'
 * category and link labels (and a generated index's title, which is its category's label unless set),
 * from `i18n/<locale>/docusaurus-plugin-content-docs/<version>.json`.
 */
export function translateDocsLabels(siteDir: string, config: SiteConfig, versions: DocsVersionMeta[], sidebars: ResolvedSidebars, diagnostics: Diagnostic[]): void {
  const dir = path.join(localizationDir(siteDir, config.i18n, localeMeta(config, currentLocaleOf(config))), TRANSLATION_FOLDERS.docs);
  const byVersion = new Map(versions.map((v) => [v.name, readTranslationFile(path.join(dir, `${docsVersionTranslationFolder(v.name)}.json`), diagnostics)]));
  for (const v of versions) {
    const label = byVersion.get(v.name)?.['version.label'];
    if (label !== undefined) v.label = label;
  }
  // Keyed by the category's label as written: before the labels are translated.
  for (const index of sidebars.generatedIndexes) {
    const { version, sidebar } = versionOfSidebar(index.sidebar);
    const title = byVersion.get(version)?.[`sidebar.${sidebar}.category.${index.category.label}.link.generated-index.title`];
    if (title !== undefined) index.title = title;
  }
  const done = new WeakSet<SidebarItem>();
  const translateAll = (all: Record<string, SidebarItem[]>, version?: string) => {
    for (const [name, items] of Object.entries(all)) {
      const { version: of, sidebar } = version ? { version, sidebar: name } : versionOfSidebar(name);
      const messages = byVersion.get(of);
      if (!messages) continue;
      for (const { key, item } of [...labelled(sidebar, items)]) {
        if (done.has(item) || messages[key] === undefined) continue;
        done.add(item);
        item.label = messages[key];
      }
    }
  };
  translateAll(sidebars.sidebars);
  for (const [version, own] of Object.entries(sidebars.byVersion ?? {})) translateAll(own.sidebars, version);

}
