import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadSite } from '../build.ts';
import { BuildError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { packageSourceDir } from '../bundle/packagePaths.ts';
import { createProgress } from '../progress.ts';
import { extractCodeMessages } from './extractCodeMessages.ts';
import { docsVersionTranslationFolder, localeMeta, localizationDir, TRANSLATION_FOLDERS, unknownLocale } from './locales.ts';
import { docsTranslationEntries } from './sidebarTranslations.ts';
import { themeMessages } from './themeMessages.ts';
import { footerTranslationEntries, navbarTranslationEntries, type TranslationEntry, type TranslationFileContent } from './themeTranslations.ts';

export interface WriteTranslationsOptions {
  siteDir: string;
  /** The locale whose files are written (the default locale when unset). */
  locale?: string;
  /** Replace the messages already in the files with the originals (by default they are kept). */
  override?: boolean;
  /** Put before every message written new (or rewritten by `override`), so untranslated text stands out on the pages. */
  messagePrefix?: string;
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
 * `docusaurus write-translations` writes them: `code.json` (the `<Translate>` and `translate()`
 * messages of the theme, of the plugins' theme folders and of the site's `src/`, each theme
 * message in the locale's language where this project has it), the classic theme's `navbar.json`
 * and `footer.json`, and one file per docs version (its label, its sidebars' category and link
 * labels). Messages already translated are kept unless `override` (their descriptions are
 * refreshed); a message no longer in the site stays for the translator to remove; a file with
 * nothing to translate is not created.
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
  const meta = localeMeta(config, locale);
  const dir = localizationDir(siteDir, config.i18n, meta);
  const planned: [string, TranslationFileContent][] = [
    [path.join(dir, 'code.json'), await codeMessages(siteDir, site.plugins?.themePaths ?? [], themeMessages(meta.name, meta.htmlLang), diagnostics)],
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
    const merged = mergeTranslations(existing, entries, options);
    if (Object.keys(merged).length === 0) continue;
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(merged, null, 2) + '\n');
    files.push({ file, messages: Object.keys(merged).length, added: Object.keys(entries).filter((k) => !(k in existing)).length });
  }
  return { files, diagnostics };
}

/**
 * code.json's messages: the theme's and the client runtime's (read from their sources, the one
 * place their messages and English are written), the plugins' theme folders' and the site's own,
 * in that order so the site's wording of an id wins; a message the locale's language has from
 * this project is written in that language, as Docusaurus fills in its theme's translations.
 */
async function codeMessages(siteDir: string, pluginThemeDirs: string[], localeDefaults: Record<string, string>, diagnostics: Diagnostic[]): Promise<TranslationFileContent> {
  const messages = await extractCodeMessages(siteDir, [packageSourceDir('@docs/theme'), packageSourceDir('@docs/client'), ...pluginThemeDirs, 'src'], diagnostics);
  for (const [id, entry] of Object.entries(messages)) {
    const translated = localeDefaults[id];
    if (translated !== undefined) messages[id] = { ...entry, message: translated };
  }
  return messages;
}

/**
 * The file as Docusaurus merges it: every message of the site, the one already in the file kept
 * unless `override`, the description the site's current one (the file's when the site gives none);
 * messages the site no longer has stay. New text gets `messagePrefix`.
 */
export function mergeTranslations(existing: TranslationFileContent, entries: TranslationFileContent, options: Pick<WriteTranslationsOptions, 'override' | 'messagePrefix'>): TranslationFileContent {
  const merged: TranslationFileContent = { ...existing };
  for (const [id, entry] of Object.entries(entries)) {
    // code.json may hold a message as a plain string (read as such, see codeTranslations.ts).
    const old: unknown = existing[id];
    const kept = options.override ? undefined : typeof old === 'string' ? old : (old as TranslationEntry | undefined)?.message;
    const description = entry.description ?? (old as TranslationEntry | undefined)?.description;
    merged[id] = { message: kept ?? `${options.messagePrefix ?? ''}${entry.message}`, ...(typeof description === 'string' && { description }) };
  }
  return merged;
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
