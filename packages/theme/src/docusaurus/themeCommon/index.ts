/**
 * `@docusaurus/theme-common` on this generator's runtime: the hooks, components and constants
 * Docusaurus's classic theme components (and sites' swizzled copies of them) import. Docusaurus 2
 * exported the docs and blog hooks from here too, and its `/internal` entry point has the rest;
 * every entry point serves the whole set, so an import written for either version resolves.
 */
export { useColorMode, ColorModeProvider, type ColorMode, type ColorModeApi } from './colorMode.tsx';
export { useThemeConfig, usePrismTheme, getPrismCssVariables, type ThemeConfig, type PrismTheme } from './themeConfig.ts';
export { ThemeClassNames } from './classNames.ts';
export {
  useWindowSize,
  windowSizes,
  useScrollPosition,
  useHideableNavbar,
  useLockBodyScroll,
  useKeyboardNavigation,
  keyboardFocusedClassName,
  useLocationChange,
  useBackToTopButton,
  prefersReducedMotion,
  type WindowSize,
  type ScrollPosition,
} from './layoutHooks.ts';
export * from './docs.tsx';
export * from './blog.tsx';
export { useCollapsible, Collapsible, type CollapsibleProps } from './collapsible.tsx';
export { PageMetadata, formatPageTitle, useTitleFormatter, HtmlClassNameProvider, PluginHtmlClassNameProvider, translateTagsPageTitle, type PageMetadataProps } from './metadata.tsx';
export { isRegexpStringMatch, usePluralForm, useDateTimeFormat, listTagsByLetters } from './text.ts';
export { treeifyTOC, useTreeifiedTOC, useFilteredAndTreeifiedTOC, useTOCHighlight, type FlatTocItem, type TocTreeNode, type TOCHighlightConfig } from './toc.ts';
export { parseCodeBlockTitle, parseLanguage, containsLineNumbers, useCodeWordWrap } from './codeBlock.ts';
export { DEFAULT_SEARCH_TAG, useContextualSearchFilters, useSearchLinkCreator, useSearchQueryString } from './search.ts';
export { useIsomorphicLayoutEffect, useEvent, usePrevious, composeProviders, createStorageSlot, listStorageKeys, SkipToContentFallbackId } from './utils.tsx';
export { useNavbarMobileSidebar, NavbarMobileSidebarProvider, NavbarProvider, useNavbarSecondaryMenu, NavbarSecondaryMenuFiller, splitNavbarItems, type NavbarMobileSidebar } from './navbar.tsx';
export { useAnnouncementBar } from './announcementBar.ts';
export { ErrorBoundaryTryAgainButton, ErrorBoundaryError, ErrorBoundaryErrorMessageFallback, ErrorCauseBoundary } from './errors.tsx';
export { isSamePath, useLocalPathname, useHomePageRoute, useAlternatePageUtils, isMultiColumnFooterLinks } from './routing.ts';
export { ThemedComponent, useSkipToContent, type ThemedMode } from './themed.tsx';
export { default as Details, type DetailsProps } from '@theme/Details';
