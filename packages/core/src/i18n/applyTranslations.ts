import path from 'node:path';
import type { SiteConfig } from '../config/types.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { readCodeTranslations, readTranslationFile } from './codeTranslations.ts';
import { currentLocaleOf } from './localizedDirs.ts';
import { localeMeta, localizationDir, TRANSLATION_FOLDERS } from './locales.ts';
import { translateFooter, translateNavbar } from './themeTranslations.ts';
import { themeMessages } from './themeMessages.ts';

/**
 * The current locale's translations that change the config: `code.json` (for `<Translate>`, over
 * the theme's own words in the locale's language, see themeMessages.ts),
 * and the classic theme's `navbar.json` and `footer.json`, read from `i18n/<locale>/` as Docusaurus
 * reads them. A locale without the files keeps the config's own text.
 */
export function applyTranslations(siteDir: string, config: SiteConfig, diagnostics: Diagnostic[]): void {
  const locale = localeMeta(config, currentLocaleOf(config));
  const dir = localizationDir(siteDir, config.i18n, locale);
  // The theme's words in the locale's language, under the site's own: code.json wins by id.
  const code = { ...themeMessages(locale.name, locale.htmlLang), ...readCodeTranslations(dir, diagnostics) };
  if (Object.keys(code).length > 0) config.i18n = { ...config.i18n, codeTranslations: code };
  const theme = path.join(dir, TRANSLATION_FOLDERS.theme);
  translateNavbar(config.navbar, readTranslationFile(path.join(theme, 'navbar.json'), diagnostics));
  translateFooter(config.footer, readTranslationFile(path.join(theme, 'footer.json'), diagnostics));
}
