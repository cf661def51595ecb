import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadSite } from '../build.ts';
import { BuildError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { createProgress } from '../progress.ts';
import { extractCodeMessages } from './extractCodeMessages.ts';
import { docsVersionTranslationFolder, localeMeta, localizationDir, TRANSLATION_FOLDERS, unknownLocale } from './locales.ts';
import { docsTranslationEntries } from './sidebarTranslations.ts';
import { footerTranslationEntries, navbarTranslationEntries, type TranslationFileContent } from './themeTranslations.ts';

export interface WriteTranslationsOptions {
  siteDir: string;
  /** The locale whose files are written (the default locale when unset). */
  locale?: string;
  /** Replace the messages already in the files with the originals (by default they are kept). */
  override?: boolean;
}

export interface WrittenTranslationFile {
  file: string;
  /** Messages in the file. */
  messages: number;
  /** Of which new in this run. */
  added: number;
}

/**
 * `docs write-translations`: the JSON files a translator fills in for one locale, as
 * `docusaurus write-translations` writes them: `code.json` (the site's `<Translate>` and
 * `translate()` messages), the classic theme's `navbar.json` and `footer.json`, and one file per
 * docs version (its label, its sidebars' category and link labels). Messages already translated
 * are kept unless `override`; a message no longer in the site stays for the translator to remove.
 */
export async function writeTranslations(options: WriteTranslationsOptions): Promise<{ files: WrittenTranslationFile[]; diagnostics: Diagnostic[] }> {
  const siteDir = path.resolve(options.siteDir);
  const diagnostics: Diagnostic[] = [];
  const hooks = { diagnostics, stage: () => () => {}, stopOnErrors: () => { if (diagnostics.some((d) => d.severity === 'error')) throw new BuildError(diagnostics); }, progress: createProgress(process.stderr, { quiet: true }) };
  let site;
  try {
    site = await loadSite(siteDir, hooks, { lazy: true, untranslated: true, ...(options.locale !== undefined && { locale: options.locale }) });
    await site.pending?.stop();
  } catch (error) {
    if (error instanceof BuildError) return { files: [], diagnostics: error.diagnostics };
    throw error;
  }
  const { config, content, sidebars } = site;
  const locale = options.locale ?? config.i18n.defaultLocale;
  if (!config.i18n.locales.includes(locale)) {
    return { files: [], diagnostics: [unknownLocale(locale, config.i18n.locales)] };
  }
  const dir = localizationDir(siteDir, config.i18n, localeMeta(config, locale));
  const planned: [string, TranslationFileContent][] = [
    [path.join(dir, 'code.json'), await extractCodeMessages(siteDir, ['src'], diagnostics)],
    [path.join(dir, TRANSLATION_FOLDERS.theme, 'navbar.json'), navbarTranslationEntries(config.navbar)],
    [path.join(dir, TRANSLATION_FOLDERS.theme, 'footer.json'), footerTranslationEntries(config.footer)],
    ...content.versions.map((v): [string, TranslationFileContent] => [path.join(dir, TRANSLATION_FOLDERS.docs, `${docsVersionTranslationFolder(v.name)}.json`), docsTranslationEntries(v, sidebars)]),
    // The site's plugins' own files (getTranslationFiles), in their folders.
    ...(site.plugins?.translationFiles ?? []).map((f): [string, TranslationFileContent] => [path.join(dir, f.path), f.content]),
  ];
  const files: WrittenTranslationFile[] = [];
  for (const [file, entries] of planned) {
    const existing = readExisting(file, diagnostics);
    if (existing === undefined) continue;
    const merged = options.override ? { ...existing, ...entries } : { ...entries, ...existing };
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(merged, null, 2) + '\n');
    files.push({ file, messages: Object.keys(merged).length, added: Object.keys(entries).filter((k) => !(k in existing)).length });
  }
  return { files, diagnostics };
}

/** The file's entries as they are (none for a new file); undefined, with an error, when it is not a translation file: it is left as it is. */
function readExisting(file: string, diagnostics: Diagnostic[]): TranslationFileContent | undefined {
  if (!existsSync(file)) return {};
  try {
    const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as TranslationFileContent;
  } catch {
    // Reported below.
  }
  diagnostics.push({ severity: 'error', code: 'translations-invalid', file, line: 1, column: 1, message: `${path.basename(file)} is not a JSON object of messages; it was left as it is.`, hint: 'Fix or remove the file, then run docs write-translations again.' });
  return undefined;
}
