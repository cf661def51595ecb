import path from 'node:path';
import type { SiteConfig } from '../config/types.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { readCodeTranslations, readTranslationFile } from './codeTranslations.ts';
import { currentLocaleOf } from './localizedDirs.ts';
import { localeMeta, localizationDir, TRANSLATION_FOLDERS } from './locales.ts';
import { translateFooter, translateNavbar } from './themeTranslations.ts';

/**
 * The current locale's translations that change the config: `code.json` (for `<Translate>`),
 * and the classic theme's `navbar.json` and `footer.json`, read from `i18n/<locale>/` as Docusaurus
 * reads them. A locale without the files keeps the config's own text.
 */
export function applyTranslations(siteDir: string, config: SiteConfig, diagnostics: Diagnostic[]): void {
  const dir = localizationDir(siteDir, config.i18n, localeMeta(config, currentLocaleOf(config)));
  const code = readCodeTranslations(dir, diagnostics);
  if (Object.keys(code).length > 0) config.i18n = { ...config.i18n, codeTranslations: code };
  const theme = path.join(dir, TRANSLATION_FOLDERS.theme);
  translateNavbar(config.navbar, readTranslationFile(path.join(theme, 'navbar.json'), diagnostics));
  translateFooter(config.footer, readTranslationFile(path.join(theme, 'footer.json'), diagnostics));
}
