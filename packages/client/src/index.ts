export { Link, isInternalHref, type LinkProps } from './Link.tsx';
export { Head } from './Head.tsx';
export { useSiteConfig, useLocation, useRouter, useRouterState, useDocsSidebar, type RouterState } from './context.ts';
export { normalizePath, withBaseUrl } from './normalizePath.ts';
export { matchPath, findRoute, PATTERN_CACHE_LIMIT, patternCacheSize } from './matchPath.ts';
export { storage } from './storage.ts';
export { scrollToHash, PROGRESS_DELAY_MS } from './App.tsx';
export type * from './types.ts';
export { PageErrorBoundary } from './ErrorBoundary.tsx';
