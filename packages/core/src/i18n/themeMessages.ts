/**
 * The theme's own words (Edit this page, Previous / Next, On this page, Search, the version
 * banners, Last updated, the blog's Read more and paginators, Tags, the 404 page...) in the
 * languages this project translates them into, by the ids Docusaurus's theme uses for them, so a
 * site's `i18n/<locale>/code.json` overrides any of them by the same id. English is what the
 * components write; a language missing here shows English unless the site's code.json has it.
 * Written for this project.
 */
const MESSAGES: Record<string, Record<string, string>> = {
  fr: {
    'theme.common.editThisPage': 'Modifier cette page',
    'theme.common.skipToMainContent': 'Aller au contenu principal',
    'theme.docs.paginator.navAriaLabel': 'Pages de la documentation',
    'theme.docs.paginator.previous': 'Précédent',
    'theme.docs.paginator.next': 'Suivant',
    'theme.TOCCollapsible.toggleButtonLabel': 'Sur cette page',
    'theme.docs.versionBadge.label': 'Version : {versionLabel}',
    'theme.docs.versions.unreleasedVersionLabel': 'Cette documentation de {siteTitle} porte sur la version {versionLabel}, qui n’est pas encore publiée.',
    'theme.docs.versions.unmaintainedVersionLabel': 'Cette documentation de {siteTitle} porte sur la version {versionLabel}, qui n’est plus maintenue.',
    'theme.docs.versions.latestVersionSuggestionLabel': 'La documentation à jour est celle de la {latestVersionLink} ({versionLabel}).',
    'theme.docs.versions.latestVersionLinkLabel': 'dernière version',
    'theme.lastUpdated.lastUpdatedAtBy': 'Mis à jour{atDate}{byUser}',
    'theme.lastUpdated.atDate': ' le {date}',
    'theme.lastUpdated.byUser': ' par {user}',
    'theme.blog.post.readMore': 'Lire la suite',
    'theme.blog.post.readMoreLabel': 'Lire la suite de {title}',
    'theme.blog.post.readingTime.plurals': '{readingTime} min de lecture',
    'theme.blog.paginator.navAriaLabel': 'Pages de la liste des billets',
    'theme.blog.paginator.newerEntries': 'Billets plus récents',
    'theme.blog.paginator.olderEntries': 'Billets plus anciens',
    'theme.blog.post.paginator.navAriaLabel': 'Billets voisins',
    'theme.blog.post.paginator.newerPost': 'Billet suivant',
    'theme.blog.post.paginator.olderPost': 'Billet précédent',
    'theme.tags.tagsListLabel': 'Étiquettes',
    'theme.NotFound.title': 'Page introuvable',
    'theme.NotFound.p1': 'Cette adresse ne mène à aucune page. Vérifiez-la, ou cherchez depuis la barre de navigation.',
    'theme.NotFound.homeLink': 'Revenir à l’accueil',
    'theme.BackToTopButton.buttonAriaLabel': 'Remonter en haut de la page',
    'theme.AnnouncementBar.closeButtonAriaLabel': 'Fermer',
    'theme.docs.sidebar.closeSidebarButtonAriaLabel': 'Fermer le menu de navigation',
    'theme.docs.sidebar.toggleSidebarButtonAriaLabel': 'Ouvrir ou fermer le menu de navigation',
    'theme.SearchBar.label': 'Rechercher',
    'theme.SearchModal.placeholder': 'Rechercher dans la documentation',
    'theme.SearchModal.searchBox.cancelButtonText': 'Fermer',
    'theme.SearchModal.closeButtonObject': 'la recherche',
    'theme.SearchPage.existingResultsTitle': 'Résultats pour « {query} »',
    'theme.SearchPage.emptyResultsTitle': 'Rechercher dans {siteTitle}',
    'theme.SearchPage.noResultsText': 'Aucun résultat pour « {query} ».',
    'theme.SearchPage.fetchingNewResults': 'Recherche en cours…',
  },
  ar: {
    'theme.common.editThisPage': 'تعديل هذه الصفحة',
    'theme.common.skipToMainContent': 'الانتقال إلى المحتوى الرئيسي',
    'theme.docs.paginator.navAriaLabel': 'صفحات التوثيق',
    'theme.docs.paginator.previous': 'السابق',
    'theme.docs.paginator.next': 'التالي',
    'theme.TOCCollapsible.toggleButtonLabel': 'في هذه الصفحة',
    'theme.docs.versionBadge.label': 'الإصدار: {versionLabel}',
    'theme.docs.versions.unreleasedVersionLabel': 'هذا توثيق {siteTitle} للإصدار {versionLabel} الذي لم يُنشر بعد.',
    'theme.docs.versions.unmaintainedVersionLabel': 'هذا توثيق {siteTitle} للإصدار {versionLabel} الذي لم يعد يُصان.',
    'theme.docs.versions.latestVersionSuggestionLabel': 'للاطلاع على التوثيق الحالي، راجع {latestVersionLink} ({versionLabel}).',
    'theme.docs.versions.latestVersionLinkLabel': 'أحدث إصدار',
    'theme.lastUpdated.lastUpdatedAtBy': 'آخر تحديث{atDate}{byUser}',
    'theme.lastUpdated.atDate': ' في {date}',
    'theme.lastUpdated.byUser': ' بواسطة {user}',
    'theme.blog.post.readMore': 'اقرأ المزيد',
    'theme.blog.post.readMoreLabel': 'اقرأ المزيد عن {title}',
    'theme.blog.post.readingTime.plurals': '{readingTime} دقيقة قراءة',
    'theme.blog.paginator.navAriaLabel': 'صفحات قائمة المقالات',
    'theme.blog.paginator.newerEntries': 'مقالات أحدث',
    'theme.blog.paginator.olderEntries': 'مقالات أقدم',
    'theme.blog.post.paginator.navAriaLabel': 'التنقل بين المقالات',
    'theme.blog.post.paginator.newerPost': 'المقالة الأحدث',
    'theme.blog.post.paginator.olderPost': 'المقالة الأقدم',
    'theme.tags.tagsListLabel': 'الوسوم',
    'theme.NotFound.title': 'الصفحة غير موجودة',
    'theme.NotFound.p1': 'لا توجد صفحة بهذا العنوان. تحقّق منه، أو ابحث من شريط التنقل.',
    'theme.NotFound.homeLink': 'العودة إلى الصفحة الرئيسية',
    'theme.BackToTopButton.buttonAriaLabel': 'العودة إلى أعلى الصفحة',
    'theme.AnnouncementBar.closeButtonAriaLabel': 'إغلاق',
    'theme.docs.sidebar.closeSidebarButtonAriaLabel': 'إغلاق قائمة التنقل',
    'theme.docs.sidebar.toggleSidebarButtonAriaLabel': 'فتح قائمة التنقل أو إغلاقها',
    'theme.SearchBar.label': 'بحث',
    'theme.SearchModal.placeholder': 'ابحث في التوثيق',
    'theme.SearchModal.searchBox.cancelButtonText': 'إغلاق',
    'theme.SearchModal.closeButtonObject': 'البحث',
    'theme.SearchPage.existingResultsTitle': 'نتائج البحث عن «{query}»',
    'theme.SearchPage.emptyResultsTitle': 'البحث في {siteTitle}',
    'theme.SearchPage.noResultsText': 'لا نتائج لـ «{query}».',
    'theme.SearchPage.fetchingNewResults': 'جارٍ البحث…',
  },
};

/** The theme's messages in a locale's language (by its name, then its htmlLang: `fr-CA` → French), none when untranslated. */
export function themeMessages(...tags: string[]): Record<string, string> {
  for (const tag of tags) {
    const own = MESSAGES[tag.toLowerCase().split(/[-_]/)[0]!];
    if (own) return own;
  }
  return {};
}
