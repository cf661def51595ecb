import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, buildSite, copyFixture, runCli, type BuiltSite } from '../helpers/site.ts';

/** A Docusaurus site in English (default), French and Arabic (right to left), partly translated. */
let site: BuiltSite;

beforeAll(async () => {
  site = await buildFixture('docusaurus-i18n');
}, 180_000);

const page = (p: string) => site.read(`${p.replace(/^\//, '')}${p.endsWith('/') || p === '' ? '' : '/'}index.html`);
const htmlTag = (html: string) => /<html[^>]*>/.exec(html)?.[0];
const alternates = (html: string) => [...html.matchAll(/<link rel="alternate" href="([^"]+)" hreflang="([^"]+)">/g)].map((m) => [m[2], m[1]]);
const localeLinks = (html: string) => [...(/navbar-locale[^]*?<\/ul>/.exec(html)?.[0] ?? '').matchAll(/<a[^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[2], m[1]]);

describe('a Docusaurus site with three locales', () => {
  it('builds every locale in one run, with no diagnostics', () => {
    expect(site.result.code).toBe(0);
    expect(site.report.diagnostics).toEqual([]);
    for (const p of ['welcome/index.html', 'fr/welcome/index.html', 'index.html', 'docs/intro/index.html', 'fr/index.html', 'fr/docs/intro/index.html', 'ar/docs/guides/oil/index.html', 'fr/blog/index.html']) expect(existsSync(path.join(site.outDir, p)), p).toBe(true);
  });

  it('serves translated docs, pages and posts, and the default locale where no translation exists', () => {
    expect(page('/fr/docs/intro')).toContain('Lanterne garde une petite flamme');
    expect(page('/docs/intro')).toContain('Lanterne keeps a small flame');
    // Not translated into French: the English page, at the French address.
    expect(page('/fr/docs/guides/oil')).toContain('Paraffin oil burns clean');
    expect(page('/fr/')).toContain('Bienvenue sur Lanterne');
    expect(page('/ar/')).toContain('Welcome to Lanterne');
    expect(page('/fr/blog/2026/01/05/first-light')).toContain('La première version de Lanterne');
  });

  it("links within the locale, a translated doc's relative link reaching an untranslated sibling", () => {
    expect(page('/ar/docs/intro')).toContain('href="/ar/docs/guides/wicks"');
    expect(page('/fr/')).toContain('href="/fr/docs/intro"');
  });

  it('sets <html lang dir> per locale, from localeConfigs or what the tag implies', () => {
    expect(htmlTag(page('/docs/intro'))).toBe('<html lang="en" dir="ltr">');
    expect(htmlTag(page('/fr/docs/intro'))).toBe('<html lang="fr-FR" dir="ltr">');
    expect(htmlTag(page('/ar/docs/intro'))).toBe('<html lang="ar" dir="rtl">');
  });

  it('lists the same page in every locale as hreflang alternates, the default as x-default', () => {
    expect(alternates(page('/ar/docs/guides/oil'))).toEqual([
      ['en', 'https://lanterne.example/docs/guides/oil'],
      ['fr-FR', 'https://lanterne.example/fr/docs/guides/oil'],
      ['ar', 'https://lanterne.example/ar/docs/guides/oil'],
      ['x-default', 'https://lanterne.example/docs/guides/oil'],
    ]);
  });

  it('has a locale dropdown linking the same page in each locale, labelled in its own language', () => {
    expect(localeLinks(page('/fr/docs/guides/wicks'))).toEqual([
      ['English', '/docs/guides/wicks'],
      ['Français (FR)', '/fr/docs/guides/wicks'],
      ['العربية', '/ar/docs/guides/wicks'],
    ]);
  });

  it("shows <Translate> and translate() messages from the locale's code.json, the message as written elsewhere", () => {
    const fr = page('/fr/welcome');
    expect(fr).toContain('<title>Bienvenue | Lanterne</title>');
    expect(fr).toContain('<h1>Une lumière chaude pour chaque soirée</h1>');
    // A message without an id is its own id; its {count} is filled in after translating.
    expect(fr.replace(/<!-- -->/g, '')).toContain('Lanterne parle 3 langues.');
    expect(page('/welcome')).toContain('<h1>A warm light for every evening</h1>');
    expect(page('/ar/welcome')).toContain('<h1>A warm light for every evening</h1>');
  });

  it("shows the theme's own words in the locale's language, the site's code.json winning by id", () => {
    const words = (html: string) => ({
      toc: /class="toc-title">([^<]+)</.exec(html)?.[1],
      search: /class="search-button-label">([^<]+)</.exec(html)?.[1],
      skip: /class="skip-link" href="#main">([^<]+)</.exec(html)?.[1],
      next: /class="pagination-next"><span>([^<]+)</.exec(html)?.[1],
    });
    expect(words(page('/docs/intro'))).toEqual({ toc: 'On this page', search: 'Search', skip: 'Skip to main content', next: 'Next' });
    // "Page suivante" is the site's (i18n/fr/code.json); the rest is the theme's French.
    expect(words(page('/fr/docs/intro'))).toEqual({ toc: 'Sur cette page', search: 'Rechercher', skip: 'Aller au contenu principal', next: 'Page suivante' });
    expect(words(page('/ar/docs/intro'))).toEqual({ toc: 'في هذه الصفحة', search: 'بحث', skip: 'الانتقال إلى المحتوى الرئيسي', next: 'التالي' });
    expect(site.read('fr/404.html')).toContain('<h1>Page introuvable</h1>');
    expect(site.read('404.html')).toContain('<h1>Page Not Found</h1>');
  });

  it("says the theme's later words in the locale's language too: search page, code block and sidebar buttons, a new tab's link", () => {
    const words = (locale: string) => {
      const doc = page(`${locale}/docs/intro`);
      const search = page(`${locale}/search`);
      return {
        searchPlaceholder: /class="search-page-input"[^>]*placeholder="([^"]+)"/.exec(search)?.[1],
        searchStatus: /class="search-page-status" role="status">([^<]+)</.exec(search)?.[1],
        copy: /<button[^>]*class="code-block-button"[^>]*aria-label="([^"]+)"[^>]*><svg[^>]*><path[^>]*d="M16 1H4/.exec(doc)?.[1],
        wrap: /<button[^>]*class="code-block-button"[^>]*aria-label="([^"]+)"[^>]*aria-pressed/.exec(doc)?.[1],
        collapse: /class="doc-sidebar-collapse" title="[^"]+" aria-label="([^"]+)"/.exec(doc)?.[1],
        // The words after the navbar's link to the source, which opens a new tab.
        newTab: /code\.example\/lanterne"[^]*?class="visually-hidden">([^<]+)</.exec(doc)?.[1],
      };
    };
    expect(words('')).toEqual({ searchPlaceholder: 'Type words to search for', searchStatus: 'Type words to search for; results show as you type.', copy: 'Copy code', wrap: 'Toggle word wrap', collapse: 'Collapse sidebar', newTab: ' (opens in new tab)' });
    // "(nouvel onglet)" is the site's own wording (i18n/fr/code.json) over the theme's French.
    expect(words('/fr')).toEqual({ searchPlaceholder: 'Tapez des mots à chercher', searchStatus: 'Tapez des mots à chercher ; les résultats s’affichent au fil de la frappe.', copy: 'Copier le code', wrap: 'Activer ou désactiver le retour à la ligne', collapse: 'Replier la barre latérale', newTab: ' (nouvel onglet)' });
    expect(words('/ar')).toEqual({ searchPlaceholder: 'اكتب كلمات للبحث عنها', searchStatus: 'اكتب كلمات للبحث عنها؛ تظهر النتائج أثناء الكتابة.', copy: 'نسخ الشيفرة', wrap: 'تفعيل التفاف الأسطر أو إيقافه', collapse: 'طيّ الشريط الجانبي', newTab: ' (يُفتح في علامة تبويب جديدة)' });
    expect(page('/fr/docs/intro')).toContain('aria-label="Fil d’Ariane"');
    // Titles of the pages the theme names itself, as the blog's archive.
    expect([page('/blog/archive'), page('/fr/blog/archive'), page('/ar/blog/archive')].map((html) => /<h1>([^<]+)<\/h1>/.exec(html)?.[1])).toEqual(['Archive', 'Archives', 'الأرشيف']);
    expect(page('/fr/blog/archive')).toContain('<title>Archives | Lanterne</title>');
  });

  it("translates the navbar and footer from the locale's navbar.json and footer.json", () => {
    const fr = page('/fr/docs/intro');
    expect(fr).toContain('Lanterne (FR)');
    expect(fr).toContain('Mode d&#x27;emploi');
    expect(fr).toContain('Communauté');
    expect(fr).toContain('Droits réservés, Lanterne.');
    const en = page('/docs/intro');
    expect(en).not.toContain('Mode d&#x27;emploi');
    expect(en).toContain('All rights reserved, Lanterne.');
  });

  it('writes a search index per locale, of its own pages in its own language', () => {
    const records = (dir: string) => readdirSync(path.join(site.outDir, dir)).filter((f) => /^r\d+-.*\.json$/.test(f)).flatMap((f) => JSON.parse(site.read(`${dir}/${f}`)) as { url: string; title: string; lang: string }[]);
    const fr = records('fr/search');
    expect(fr.find((r) => r.url === '/fr/docs/guides/wicks')).toMatchObject({ title: 'Mèches', lang: 'fr' });
    expect(fr.every((r) => r.url.startsWith('/fr/'))).toBe(true);
    const en = records('search');
    expect(en.find((r) => r.url === '/docs/guides/wicks')).toMatchObject({ title: 'Wicks', lang: 'en' });
    expect(en.some((r) => r.url.startsWith('/fr/'))).toBe(false);
  });

  it("stems each locale's index with its language's stemmer, which the worker loads only there", () => {
    const meta = (dir: string) => JSON.parse(site.read(`${dir}/meta.json`)) as { stemmer?: string; worker: string };
    expect(meta('fr/search').stemmer).toBe('fr');
    expect(meta('ar/search').stemmer).toBe('ar');
    expect(meta('search').stemmer).toBeUndefined();
    // The French stemmer is a chunk of its own, imported by the worker when asked for, not part of it.
    const worker = site.read(meta('fr/search').worker.replace(/^\/fr\//, 'fr/'));
    expect(worker).toMatch(/import\("\.\/search\/lunr\.fr-[A-Z0-9]+\.js"\)/);
    expect(worker).not.toContain('lunr.fr.stemmer');
  });

  it('writes a sitemap per locale, of its own pages', () => {
    const fr = site.read('fr/sitemap.xml');
    expect(fr).toContain('https://lanterne.example/fr/docs/intro');
    expect(fr).not.toContain('https://lanterne.example/docs/intro<');
    expect(site.read('sitemap.xml')).not.toContain('<loc>https://lanterne.example/fr/');
    // Each page lists itself in the other locales, as its hreflang links do.
    expect(fr).toContain('<url><loc>https://lanterne.example/fr/docs/intro</loc><xhtml:link rel="alternate" hreflang="en" href="https://lanterne.example/docs/intro"/><xhtml:link rel="alternate" hreflang="fr-FR" href="https://lanterne.example/fr/docs/intro"/><xhtml:link rel="alternate" hreflang="ar" href="https://lanterne.example/ar/docs/intro"/><xhtml:link rel="alternate" hreflang="x-default" href="https://lanterne.example/docs/intro"/></url>');
  });
});

describe('one run over the locales', () => {
  it('compiles a document no locale translates once, each locale putting its own base URL in its links; dates in its calendar, in UTC', async () => {
    // Ten hours behind UTC: a date read in local time would be the day before.
    const built = await buildSite(copyFixture('docusaurus-i18n'), [], { DOCS_DEBUG: 'perf', TZ: 'Pacific/Honolulu' });
    expect(built.result.code).toBe(0);
    // Dates in each locale's language and calendar (Arabic's is set to the Umm al-Qura one), in UTC.
    const postDate = (p: string) => /<time dateTime="2026-01-05">([^<]+)<\/time>/.exec(built.read(p))?.[1];
    expect(postDate('blog/2026/01/05/first-light/index.html')).toBe('January 5, 2026');
    expect(postDate('fr/blog/2026/01/05/first-light/index.html')).toBe('5 janvier 2026');
    expect(postDate('ar/blog/index.html')).toBe('16 رجب 1447 هـ');
    // English compiles its five documents; French and Arabic only their translations (four, one).
    expect([...built.result.stderr.matchAll(/compile pool: \d+ workers? for (\d+) documents/g)].map((m) => Number(m[1]))).toEqual([5, 4, 1]);
    expect(built.read('fr/docs/guides/oil/index.html')).toContain('href="/fr/docs/guides/wicks"');
    expect(built.read('ar/docs/guides/oil/index.html')).toContain('href="/ar/docs/guides/wicks"');
    expect(built.read('docs/guides/oil/index.html')).toContain('href="/docs/guides/wicks"');
    const leaked = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? leaked(path.join(dir, e.name)) : readFileSync(path.join(dir, e.name), 'utf8').includes('__docs_locale_base__') ? [path.join(dir, e.name)] : []));
    expect(leaked(built.outDir)).toEqual([]);
  }, 180_000);
});

describe('a versioned site with a second locale', () => {
  it("reads a released version's translations from i18n/<locale>/docusaurus-plugin-content-docs/version-<name>/", async () => {
    const siteDir = copyFixture('docusaurus-versions');
    const config = path.join(siteDir, 'docusaurus.config.js');
    writeFileSync(config, readFileSync(config, 'utf8').replace("baseUrl: '/',", "baseUrl: '/',\n  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },"));
    const translated = path.join(siteDir, 'i18n/fr/docusaurus-plugin-content-docs/version-1.0/setup.md');
    mkdirSync(path.dirname(translated), { recursive: true });
    writeFileSync(translated, '---\nsidebar_position: 2\n---\n\n# Installer la lampe\n\nRemplissez le réservoir. Puis lisez [les signaux](./guides/signals.md).\n');
    const built = await buildSite(siteDir);
    expect(built.result.code).toBe(0);
    expect(built.report.diagnostics).toEqual([]);
    const setup = built.read('fr/docs/1.0/setup/index.html');
    expect(setup).toContain('Installer la lampe');
    expect(setup).toContain('href="/fr/docs/1.0/guides/signals"');
    expect(built.read('docs/1.0/setup/index.html')).toContain('Fill the reservoir with paraffin');
    // The other versions fall back to the English docs, at the French addresses.
    expect(built.read('fr/docs/next/intro/index.html')).toContain('the rotating lens that 3.0 brings');
  }, 180_000);
});

describe('docs build --locale', () => {
  it('builds one locale: another than the default into <out-dir>/<locale>', async () => {
    const one = await buildSite(copyFixture('docusaurus-i18n'), ['--locale', 'fr']);
    expect(one.result.code).toBe(0);
    expect(existsSync(path.join(one.outDir, 'fr', 'docs', 'intro', 'index.html'))).toBe(true);
    expect(existsSync(path.join(one.outDir, 'docs'))).toBe(false);
  }, 120_000);

  it('refuses a locale the site does not have, naming its locales', async () => {
    const bad = await buildSite(copyFixture('docusaurus-i18n'), ['--locale', 'de']);
    expect(bad.result.code).toBe(1);
    expect(bad.report.diagnostics.map((d) => [d.code, d.hint])).toEqual([['unknown-locale', 'Its locales (i18n.locales): en, fr, ar.']]);
  }, 60_000);
});

describe('docs write-translations', () => {
  const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, { message: string; description?: string }>;

  it("lists the theme's messages in code.json with their English and descriptions, and the site's own", async () => {
    const siteDir = copyFixture('docusaurus-i18n');
    const result = await runCli(['write-translations', siteDir]);
    expect(result.code, result.stderr).toBe(0);
    const code = read(path.join(siteDir, 'i18n', 'en', 'code.json'));
    expect(code['theme.CodeBlock.copyButtonAriaLabel']).toEqual({ message: 'Copy code', description: 'The label of the button that copies a code block' });
    expect(code['theme.SearchPage.inputPlaceholder']?.message).toBe('Type words to search for');
    expect(code['theme.docs.sidebar.collapseButtonAriaLabel']?.message).toBe('Collapse sidebar');
    expect(code['theme.IconExternalLink.ariaLabel']?.message).toBe('(opens in new tab)');
    expect(code['theme.docs.versions.unreleasedVersionLabel']?.message).toBe('This is unreleased documentation for {siteTitle} {versionLabel} version.');
    expect(code['welcome.title']?.message).toBe('Welcome');
    // Every theme message is listed, each with a message.
    const themeIds = Object.keys(code).filter((id) => id.startsWith('theme.'));
    expect(themeIds.length).toBeGreaterThan(120);
    expect(themeIds.filter((id) => !code[id]!.message)).toEqual([]);
  }, 60_000);

  it("lists the messages of a plugin's theme folder too, as Docusaurus reads getThemePath", async () => {
    const siteDir = copyFixture('docusaurus-i18n');
    mkdirSync(path.join(siteDir, 'plugins', 'wick-theme', 'theme'), { recursive: true });
    writeFileSync(path.join(siteDir, 'plugins', 'wick-theme', 'index.js'), "module.exports = () => ({ name: 'wick-theme', getThemePath: () => './theme' });\n");
    writeFileSync(path.join(siteDir, 'plugins', 'wick-theme', 'theme', 'WickNote.js'), "import { translate } from '@docusaurus/Translate';\nexport default function WickNote() {\n  return translate({ id: 'wick.note', message: 'Trim the wick first', description: 'A note of the wick theme' });\n}\n");
    const config = path.join(siteDir, 'docusaurus.config.js');
    writeFileSync(config, readFileSync(config, 'utf8').replace('  presets: [', "  plugins: ['./plugins/wick-theme'],\n  presets: ["));
    const result = await runCli(['write-translations', siteDir, '--locale', 'ar']);
    expect(result.code, result.stderr).toBe(0);
    const code = read(path.join(siteDir, 'i18n', 'ar', 'code.json'));
    expect(code['wick.note']).toEqual({ message: 'Trim the wick first', description: 'A note of the wick theme' });
    expect(code['theme.CodeBlock.copied']?.message).toBe('تم النسخ');
  }, 60_000);

  it("writes a locale's file in its language, keeps what the site translated, and takes --messagePrefix and --override", async () => {
    const siteDir = copyFixture('docusaurus-i18n');
    const file = path.join(siteDir, 'i18n', 'fr', 'code.json');
    const result = await runCli(['write-translations', siteDir, '--locale', 'fr', '--messagePrefix', '(fr) ']);
    expect(result.code, result.stderr).toBe(0);
    const code = read(file);
    // The site's translations stay, their descriptions kept.
    expect(code['theme.docs.paginator.next']).toEqual({ message: 'Page suivante', description: 'The site\'s own word for the theme\'s "Next" link, over the theme\'s French' });
    expect(code['welcome.title']?.message).toBe('Bienvenue');
    // The theme's messages come in French (this project's), new ones with the prefix.
    expect(code['theme.CodeBlock.copyButtonAriaLabel']).toEqual({ message: '(fr) Copier le code', description: 'The label of the button that copies a code block' });
    expect(code['theme.SearchModal.startScreen.recentSearchesTitle']?.message).toBe('(fr) Recherches récentes');
    // A message the site no longer has stays for the translator to remove.
    writeFileSync(file, JSON.stringify({ ...code, 'gone.message': { message: 'Disparu' } }));
    const again = await runCli(['write-translations', siteDir, '--locale', 'fr', '--override']);
    expect(again.code, again.stderr).toBe(0);
    const overridden = read(file);
    expect(overridden['theme.CodeBlock.copyButtonAriaLabel']?.message).toBe('Copier le code');
    expect(overridden['theme.docs.paginator.next']?.message).toBe('Suivant');
    expect(overridden['gone.message']).toEqual({ message: 'Disparu' });
  }, 60_000);
});
