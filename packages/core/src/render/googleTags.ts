import type { SiteConfig } from '../config/types.ts';
import type { CspDirectives } from '../write/securityHeaders.ts';
import { escapeHtml, scriptJson } from '../../../client/src/escapeHtml.ts';

/** Where gtag.js and Google Tag Manager are loaded from. */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';
/** Where gtag.js sends its hits (Google Analytics 4 uses regional subdomains of both). */
const ANALYTICS_ORIGINS = ['https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'];

type GoogleConfig = Pick<SiteConfig, 'gtag' | 'googleTagManager'>;

/**
 * The head tags of `gtag` and `googleTagManager`, as Docusaurus's two plugins write them: a
 * preconnect, gtag.js for the first tracking ID with one `config` call per ID, and the Tag Manager
 * loader. Every ID reaches the scripts through `scriptJson` and the URLs through `escapeHtml`.
 */
export function googleHeadTags(config: GoogleConfig): string[] {
  const tags: string[] = [];
  const { gtag, googleTagManager: gtm } = config;
  if (gtag) {
    const configs = gtag.trackingID.map((id) => `gtag('config',${scriptJson(id)},${gtag.anonymizeIP ? '{anonymize_ip:true}' : '{}'});`).join('');
    tags.push(
      '<link rel="preconnect" href="https://www.google-analytics.com">',
      `<link rel="preconnect" href="${TAG_MANAGER_ORIGIN}">`,
      `<script async src="${escapeHtml(`${TAG_MANAGER_ORIGIN}/gtag/js?id=${encodeURIComponent(gtag.trackingID[0]!)}`)}"></script>`,
      `<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());${configs}</script>`,
    );
  }
  if (gtm) {
    if (!gtag) tags.push(`<link rel="preconnect" href="${TAG_MANAGER_ORIGIN}">`);
    tags.push(
      '<script>window.dataLayer=window.dataLayer||[];</script>',
      `<script>(function(w,d,i){w.dataLayer.push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName('script')[0],j=d.createElement('script');j.async=true;j.src='${TAG_MANAGER_ORIGIN}/gtm.js?id='+encodeURIComponent(i);f.parentNode.insertBefore(j,f)})(window,document,${scriptJson(gtm.containerId)})</script>`,
    );
  }
  return tags;
}

/** What Tag Manager puts first in `<body>`: its frame for readers without JavaScript. */
export function googleBodyStart(config: GoogleConfig): string {
  if (!config.googleTagManager) return '';
  const src = `${TAG_MANAGER_ORIGIN}/ns.html?id=${encodeURIComponent(config.googleTagManager.containerId)}`;
  return `<noscript><iframe src="${escapeHtml(src)}" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>`;
}

/**
 * The origins the pages' Content-Security-Policy must allow for these tags: the scripts from Tag
 * Manager, and the hits sent to Analytics. (Their inline scripts are allowed by hash, as every
 * inline script the build writes; images and frames may come from any HTTPS origin already.)
 */
export function googleSources(config: GoogleConfig): CspDirectives {
  if (!config.gtag && !config.googleTagManager) return {};
  return { 'script-src': [TAG_MANAGER_ORIGIN], 'connect-src': [TAG_MANAGER_ORIGIN, ...ANALYTICS_ORIGINS] };
}
