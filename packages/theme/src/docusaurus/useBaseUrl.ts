import { useCallback } from 'react';
import { useSiteConfig } from '@docs/client';
import { withBaseUrl, type BaseUrlOptions } from './support/baseUrl.ts';

export type { BaseUrlOptions };

export interface BaseUrlUtils {
  withBaseUrl(url: string, options?: BaseUrlOptions): string;
}

/** `withBaseUrl` bound to this site, for components that turn many paths (a list of images, say). */
export function useBaseUrlUtils(): BaseUrlUtils {
  const { url, baseUrl } = useSiteConfig();
  const bound = useCallback((path: string, options?: BaseUrlOptions) => withBaseUrl(path, { url, baseUrl }, options), [url, baseUrl]);
  return { withBaseUrl: bound };
}

/** A site path (`/img/logo.svg`) under the site's base URL; external URLs and anchors as they are. */
export default function useBaseUrl(url: string | undefined, options?: BaseUrlOptions): string {
  const { withBaseUrl: bound } = useBaseUrlUtils();
  return url === undefined ? '' : bound(url, options);
}
