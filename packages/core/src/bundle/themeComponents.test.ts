import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveThemeImport, themeComponentFile, themeComponentNames } from './themeComponents.ts';

const themeDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../theme/src');

/**
 * The `@theme/*` names of Docusaurus 3's classic theme (and the Docusaurus 2 names sites still
 * import), as a site's swizzled components import them.
 */
const CLASSIC_NAMES = [
  'Admonition', 'Admonition/Icon/Danger', 'Admonition/Icon/Info', 'Admonition/Icon/Note', 'Admonition/Icon/Tip', 'Admonition/Icon/Warning', 'Admonition/Layout',
  'Admonition/Type/Caution', 'Admonition/Type/Danger', 'Admonition/Type/Info', 'Admonition/Type/Note', 'Admonition/Type/Tip', 'Admonition/Type/Warning', 'Admonition/Types',
  'AnnouncementBar', 'AnnouncementBar/CloseButton', 'AnnouncementBar/Content', 'BackToTopButton', 'Blog/Components/Author', 'Blog/Components/Author/Socials',
  'BlogArchivePage', 'BlogLayout', 'BlogListPage', 'BlogListPage/StructuredData', 'BlogListPaginator', 'BlogPostItem', 'BlogPostItem/Container', 'BlogPostItem/Content',
  'BlogPostItem/Footer', 'BlogPostItem/Footer/ReadMoreLink', 'BlogPostItem/Header', 'BlogPostItem/Header/Author', 'BlogPostItem/Header/Authors', 'BlogPostItem/Header/Info',
  'BlogPostItem/Header/Title', 'BlogPostItems', 'BlogPostPage', 'BlogPostPage/Metadata', 'BlogPostPage/StructuredData', 'BlogPostPaginator', 'BlogSidebar',
  'BlogSidebar/Content', 'BlogSidebar/Desktop', 'BlogSidebar/Mobile', 'BlogTagsListPage', 'BlogTagsPostsPage', 'CodeBlock', 'CodeBlock/Container', 'CodeBlock/Content/Element',
  'CodeBlock/Content/String', 'CodeBlock/CopyButton', 'CodeBlock/Line', 'CodeBlock/WordWrapButton', 'CodeInline', 'ColorModeToggle', 'ContentVisibility',
  'ContentVisibility/Draft', 'ContentVisibility/Unlisted', 'Details', 'DocBreadcrumbs', 'DocBreadcrumbs/Items/Home', 'DocBreadcrumbs/StructuredData', 'DocCard', 'DocCardList',
  'DocCategoryGeneratedIndexPage', 'DocItem', 'DocItem/Content', 'DocItem/Footer', 'DocItem/Layout', 'DocItem/Metadata', 'DocItem/Paginator', 'DocItem/TOC/Desktop',
  'DocItem/TOC/Mobile', 'DocPaginator', 'DocRoot', 'DocRoot/Layout', 'DocRoot/Layout/Main', 'DocRoot/Layout/Sidebar', 'DocRoot/Layout/Sidebar/ExpandButton', 'DocSidebar',
  'DocSidebar/Desktop', 'DocSidebar/Desktop/CollapseButton', 'DocSidebar/Desktop/Content', 'DocSidebar/Mobile', 'DocSidebarItem', 'DocSidebarItem/Category',
  'DocSidebarItem/Html', 'DocSidebarItem/Link', 'DocSidebarItems', 'DocTagDocListPage', 'DocTagsListPage', 'DocVersionBadge', 'DocVersionBanner', 'DocVersionRoot', 'DocsRoot',
  'EditMetaRow', 'EditThisPage', 'Error', 'ErrorPageContent', 'Footer', 'Footer/Copyright', 'Footer/Layout', 'Footer/LinkItem', 'Footer/Links', 'Footer/Links/MultiColumn',
  'Footer/Links/Simple', 'Footer/Logo', 'Heading', 'Icon/Arrow', 'Icon/Close', 'Icon/Copy', 'Icon/DarkMode', 'Icon/Edit', 'Icon/ExternalLink', 'Icon/Home', 'Icon/Language',
  'Icon/LightMode', 'Icon/Menu', 'Icon/Socials/GitHub', 'Icon/Socials/LinkedIn', 'Icon/Socials/Twitter', 'Icon/Socials/X', 'Icon/Socials/StackOverflow', 'Icon/Success',
  'Icon/SystemColorMode', 'Icon/WordWrap', 'LastUpdated', 'Layout', 'Layout/Provider', 'Loading', 'Logo', 'MDXComponents', 'MDXComponents/A', 'MDXComponents/Code',
  'MDXComponents/Details', 'MDXComponents/Heading', 'MDXComponents/Img', 'MDXComponents/Li', 'MDXComponents/Pre', 'MDXComponents/Ul', 'MDXContent', 'MDXPage', 'Navbar',
  'Navbar/ColorModeToggle', 'Navbar/Content', 'Navbar/Layout', 'Navbar/Logo', 'Navbar/MobileSidebar', 'Navbar/MobileSidebar/Header', 'Navbar/MobileSidebar/Layout',
  'Navbar/MobileSidebar/PrimaryMenu', 'Navbar/MobileSidebar/SecondaryMenu', 'Navbar/MobileSidebar/Toggle', 'Navbar/Search', 'NavbarItem', 'NavbarItem/ComponentTypes',
  'NavbarItem/DefaultNavbarItem', 'NavbarItem/DocNavbarItem', 'NavbarItem/DocSidebarNavbarItem', 'NavbarItem/DocsVersionDropdownNavbarItem', 'NavbarItem/DocsVersionNavbarItem',
  'NavbarItem/DropdownNavbarItem', 'NavbarItem/HtmlNavbarItem', 'NavbarItem/LocaleDropdownNavbarItem', 'NavbarItem/SearchNavbarItem', 'NotFound', 'NotFound/Content',
  'PaginatorNavLink', 'Root', 'SearchBar', 'SearchMetadata', 'SearchPage', 'SiteMetadata', 'SkipToContent', 'TOC', 'TOCCollapsible', 'TOCCollapsible/CollapseButton', 'TOCInline',
  'TOCItems', 'TOCItems/Tree', 'TabItem', 'Tabs', 'Tag', 'TagsListByLetter', 'TagsListInline', 'ThemedImage', 'Unlisted',
  // Docusaurus 2's names.
  'LayoutProviders', 'DocPage', 'DocPage/Layout', 'DocPage/Layout/Main', 'DocPage/Layout/Sidebar', 'DocPage/Layout/Sidebar/ExpandButton', 'DocItemFooter', 'BlogPostAuthor',
  'BlogPostAuthors', 'BlogPostStructuredData', 'DocBreadcrumbs/HomeBreadcrumbItem', 'DocPaginatorNavLink', 'DocVersionSuggestions', 'Toggle', 'IconArrow', 'IconClose', 'IconCopy',
  'IconDarkMode', 'IconEdit', 'IconExternalLink', 'IconHome', 'IconLanguage', 'IconLightMode', 'IconMenu', 'IconSuccess', 'IconWordWrap',
];

const made: string[] = [];
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

function siteWith(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'docs-theme-names-'));
  made.push(dir);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return path.join(dir, 'src', 'theme');
}

describe('@theme/ names', () => {
  it('offers every component name of the classic theme, Docusaurus 2 names included', () => {
    const missing = CLASSIC_NAMES.filter((name) => !themeComponentFile(themeDir, name));
    expect(missing).toEqual([]);
    expect(themeComponentNames(themeDir)).toEqual(expect.arrayContaining(CLASSIC_NAMES));
  });

  it("lists components only, not the theme's helpers, styles or tests", () => {
    const names = themeComponentNames(themeDir);
    expect(names.some((n) => /^(hooks|styles|docusaurus|classic|live|search)\b|\.test|svgIcon|socialIcon|structuredData/.test(n))).toBe(false);
  });

  it("resolves the theme's own components before the classic folder's", () => {
    expect(themeComponentFile(themeDir, 'DocSidebar')).toBe(path.join(themeDir, 'DocSidebar.tsx'));
    expect(themeComponentFile(themeDir, 'DocBreadcrumbs')).toBe(path.join(themeDir, 'classic', 'DocBreadcrumbs.tsx'));
    expect(themeComponentFile(themeDir, 'Nope')).toBeUndefined();
  });

  it("a site's shadow wins, as a file or a folder's index, for every name, nested ones too", () => {
    const siteThemeDir = siteWith({ 'src/theme/MDXContent/index.js': '', 'src/theme/DocItem/Footer.jsx': '', 'src/theme/Footer.tsx': '' });
    const resolve = (name: string, original = false, importer = '/elsewhere.js') => resolveThemeImport({ themeDir, siteThemeDir, name, original, importer });
    expect(resolve('MDXContent')).toBe(path.join(siteThemeDir, 'MDXContent', 'index.js'));
    expect(resolve('DocItem/Footer')).toBe(path.join(siteThemeDir, 'DocItem', 'Footer.jsx'));
    expect(resolve('Footer')).toBe(path.join(siteThemeDir, 'Footer.tsx'));
    expect(resolve('DocItem/Layout')).toBe(path.join(themeDir, 'classic', 'DocItem', 'Layout.tsx'));
  });

  it('@theme-original/ and a shadow importing its own name mean the theme component', () => {
    const siteThemeDir = siteWith({ 'src/theme/MDXContent/index.js': '' });
    const shadow = path.join(siteThemeDir, 'MDXContent', 'index.js');
    const original = path.join(themeDir, 'classic', 'MDXContent.tsx');
    expect(resolveThemeImport({ themeDir, siteThemeDir, name: 'MDXContent', original: true, importer: '/elsewhere.js' })).toBe(original);
    expect(resolveThemeImport({ themeDir, siteThemeDir, name: 'MDXContent', original: false, importer: shadow })).toBe(original);
  });

  it("puts plugins' theme folders between the site's src/theme and the theme, the last plugin first", () => {
    const siteThemeDir = siteWith({ 'src/theme/Footer.js': '', 'shelf/Footer.js': '', 'shelf/Tag.js': '', 'later/Tag.js': '', 'shelf/TOCItems.js': '' });
    const [shelf, later] = ['shelf', 'later'].map((d) => path.join(siteThemeDir, '..', '..', d));
    const resolve = (name: string, original = false, importer = '/elsewhere.js') => resolveThemeImport({ themeDir, siteThemeDir, pluginThemeDirs: [shelf!, later!], name, original, importer });
    expect(resolve('Footer')).toBe(path.join(siteThemeDir, 'Footer.js'));
    expect(resolve('Tag')).toBe(path.join(later!, 'Tag.js'));
    expect(resolve('TOCItems')).toBe(path.join(shelf!, 'TOCItems.js'));
    // The site's wrapper of a plugin's component wraps the plugin's; the plugin's own import of its name reaches the theme.
    expect(resolve('TOCItems', true)).toBe(path.join(shelf!, 'TOCItems.js'));
    expect(resolve('TOCItems', false, path.join(shelf!, 'TOCItems.js'))).toBe(themeComponentFile(themeDir, 'TOCItems'));
  });

  it("adds the site's own components to the names a hint may suggest", () => {
    const siteThemeDir = siteWith({ 'src/theme/Lighthouse/Beam.js': '', 'src/theme/Harbour/index.tsx': '' });
    expect(themeComponentNames(themeDir, siteThemeDir)).toEqual(expect.arrayContaining(['Lighthouse/Beam', 'Harbour']));
  });
});
