import type { SiteConfig } from '../config/types.ts';
import { escapeHtml, scriptJson } from '../../../client/src/escapeHtml.ts';
import { withBaseUrl } from '../../../client/src/normalizePath.ts';
import { publishedPath } from '../write/outputPaths.ts';
import { currentLocaleOf } from '../i18n/localizedDirs.ts';
import { localeMeta } from '../i18n/locales.ts';
import { localeAlternates } from '../i18n/alternates.ts';
import { withPageHeadElements, type PageHeadElement } from './headElements.ts';
import { siteHeadTags } from './siteHeadTags.ts';
import { googleBodyStart, googleHeadTags } from './googleTags.ts';
import { pwaHeadTags } from './pwa.ts';
import { algoliaOf } from '../../../client/src/algolia.ts';
import type { PageMeta } from '../content/types.ts';
import type { PluginHtmlTags } from '../plugins/sitePlugins.ts';

export interface ShellInput {
  config: SiteConfig;
  path: string;
  title: string;
  description?: string;
  noindex: boolean;
  bodyHtml: string;
  /** Data the browser runtime reads before hydrating (written as JSON by `scriptJson`). */
  boot: unknown;
  stylesheets: string[];
  modulePreloads: string[];
  /** A `<link rel="preload">` for the sidebar JSON the page hydrates with. */
  dataPreloads: string[];
  entry: string;
  /** `<link rel="alternate">` for the site's feeds, on every page. */
  feeds?: FeedLink[];
  /** Open Graph article tags, for a blog post. */
  article?: { publishedTime: string; image?: string };
  /** The page's own `keywords` and social image (front matter), over the site's image. */
  meta?: PageMeta;
  /** Elements the page adds with Docusaurus's `<Head>`; they replace the shell's tags of the same name. */
  headElements?: PageHeadElement[];
  /** A `docs dev` page: no analytics tags, as Docusaurus loads them in production builds only. */
  dev?: boolean;
  /** HTML the site's plugins inject: in the head after the site's own tags, at the start and at the end of the body. */
  pluginTags?: PluginHtmlTags;
}

export { escapeHtml, scriptJson };

export interface FeedLink {
  type: 'application/rss+xml' | 'application/atom+xml' | 'application/feed+json';
  href: string;
  title: string;
}


/**
 * Applied before first paint, so a stored or preferred dark theme never flashes light. Reads the
 * same `theme` key the colour-mode switch writes.
 */
export function colorModeScript(config: SiteConfig): string {
  const { defaultMode, respectPrefersColorScheme } = config.colorMode;
  const bar = config.announcementBar;
  // A dismissed announcement bar is hidden by CSS from the same attribute, so it never flashes.
  const dismissed = bar?.isCloseable
    ? `try{if(localStorage.getItem('docusaurus.announcement.id')===${scriptJson(bar.id)}&&localStorage.getItem('docusaurus.announcement.dismiss')==='true')d.setAttribute('data-announcement-dismissed','')}catch(e){}`
    : '';
  return `(function(){var d=document.documentElement,t;try{t=localStorage.getItem('theme')}catch(e){}if(t!=='light'&&t!=='dark'){t=${scriptJson(defaultMode)};${respectPrefersColorScheme ? "if(window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches)t='dark';" : ''}}d.setAttribute('data-theme',t);${dismissed}})()`;
}

/**
 * When the page is opened under another path than the configured base URL, the assets cannot
 * load and React never runs: a plain script and inline styles say so, with a suggestion. It reads
 * the base URL and the route from its own attributes, so it is the same text on every page (one
 * hash for a Content-Security-Policy) and no value is ever put inside the script.
 */
export const BASE_URL_CHECK_SCRIPT = `(function(){var a=document.currentScript,b=a.getAttribute('data-base-url'),p=location.pathname;if(p.indexOf(b)===0)return;var r=a.getAttribute('data-route'),i=r?p.lastIndexOf(r):-1,s=(i>=0?p.slice(0,i):p.replace(/[^/]*$/,''))||'/';if(s.charAt(s.length-1)!=='/')s+='/';var e=document.createElement('div');e.id='__docs-base-url-issue';e.setAttribute('role','alert');e.style.cssText='font:16px/1.5 system-ui,sans-serif;padding:1rem;margin:1rem;border:2px solid #c00;background:#fff4f4;color:#300';e.innerHTML='<p style="margin:0 0 .5rem;font-weight:700">Your site did not load properly.</p><p style="margin:0">The site is configured with the base URL <code></code>, but it is served at <code></code>. Set <code>baseUrl</code> to <code></code> in docs.config.ts, or serve the site at its base URL.</p>';var c=e.getElementsByTagName('code');c[0].textContent=b;c[1].textContent=p;c[2].textContent=JSON.stringify(s);document.body.insertBefore(e,document.body.firstChild)})()`;

/**
 * Starts the page's JavaScript once the page has painted: a page needs none of it to be read, and
 * on a slow connection the scripts (about 100 KB) would otherwise share the bandwidth with the
 * HTML and stylesheets the first paint waits for.
 *
 * "Painted" is the first contentful paint as the browser reports it, which it does once the frame
 * is on screen. An animation frame and a timeout after it (what this used to wait for) only say
 * the frame was made: on a busy machine the compositor can put it on screen a second later, after
 * the scripts were fetched and run, and every tool that reads the paint's time from a trace
 * (Lighthouse's simulation among them) then counts all of the JavaScript as holding back the first
 * paint, which doubled the page's Largest Contentful Paint in some runs and not in others.
 * Browsers without paint timing keep the animation frame and timeout. The last timeout is for a
 * tab opened in the background, which paints nothing. Like the base-URL check, it reads what to
 * load from its own attribute, so it is the same text on every page.
 */
export const LOAD_AFTER_PAINT_SCRIPT = `(function(){var a=document.currentScript,u=JSON.parse(a.getAttribute('data-load')),g=document.createDocumentFragment(),l=0;function k(r,x){var e=document.createElement('link');e.rel=r;e.href=x;if(r==='preload'){e.as='fetch';e.crossOrigin='anonymous'}g.appendChild(e)}function f(){if(l)return;l=1;u.fetch.forEach(function(x){k('preload',x)});u.modules.forEach(function(x){k('modulepreload',x)});var s=document.createElement('script');s.type='module';s.src=u.entry;g.appendChild(s);document.head.appendChild(g)}var P=window.PerformanceObserver,o;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){o=new P(function(x){if(x.getEntriesByName('first-contentful-paint').length){o.disconnect();f()}});o.observe({type:'paint',buffered:true})}else requestAnimationFrame(function(){setTimeout(f,0)});setTimeout(f,2000)})()`;

/** What LOAD_AFTER_PAINT_SCRIPT loads, as its `data-load` attribute holds it. */
export interface AfterPaintLoad {
  entry: string;
  modules: string[];
  fetch: string[];
}

/** What a page's HTML loads after its first paint (the inverse of the shell's `data-load`), for tools and tests. */
export function afterPaintLoad(html: string): AfterPaintLoad | undefined {
  const m = /<script data-load="([^"]*)">/.exec(html);
  if (!m) return undefined;
  const text = m[1]!.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return JSON.parse(text) as AfterPaintLoad;
}

export function htmlShell(i: ShellInput): string {
  const { config } = i;
  const canonical = config.url + withBaseUrl(publishedPath(i.path, config.trailingSlash), config.baseUrl);
  const absolute = (src: string) => (/^[a-z][a-z\d+.-]*:/i.test(src) ? src : config.url + config.baseUrl + src.replace(/^\//, ''));
  // As Docusaurus resolves `image`: an absolute URL as it is, anything else from the site's root.
  const ownImage = i.meta?.image ?? i.article?.image;
  const image = ownImage ? absolute(ownImage) : config.image ? absolute(config.image) : undefined;
  const keywords = i.meta?.keywords?.length ? i.meta.keywords.join(',') : undefined;
  const noindex = i.noindex || config.noIndex;
  // The HTML language tag and direction of the locale being built (`i18n.localeConfigs`, or what its tag implies).
  const locale = localeMeta(config, currentLocaleOf(config));
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(i.title)}</title>`,
    i.description ? `<meta name="description" content="${escapeHtml(i.description)}">` : '',
    keywords ? `<meta name="keywords" content="${escapeHtml(keywords)}">` : '',
    noindex ? '' : `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    `<meta property="og:title" content="${escapeHtml(i.title)}">`,
    i.description ? `<meta property="og:description" content="${escapeHtml(i.description)}">` : '',
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:type" content="${i.article ? 'article' : 'website'}">`,
    i.article ? `<meta property="article:published_time" content="${escapeHtml(i.article.publishedTime)}">` : '',
    `<meta property="og:site_name" content="${escapeHtml(config.title)}">`,
    image ? `<meta property="og:image" content="${escapeHtml(image)}">` : '',
    `<meta name="twitter:card" content="summary_large_image">`,
    image ? `<meta name="twitter:image" content="${escapeHtml(image)}">` : '',
    noindex ? '<meta name="robots" content="noindex, nofollow">' : '',
    // Without a favicon, an empty one stops browsers asking for /favicon.ico (a 404 in every console).
    ...(i.feeds ?? []).map((f) => `<link rel="alternate" type="${f.type}" href="${escapeHtml(f.href)}" title="${escapeHtml(f.title)}">`),
    ...localeAlternates(config, i.path).map((a) => `<link rel="alternate" href="${escapeHtml(a.href)}" hreflang="${escapeHtml(a.hreflang)}">`),
    `<link rel="icon" href="${config.favicon ? escapeHtml(config.baseUrl + config.favicon) : 'data:,'}">`,
    `<script>${colorModeScript(config)}</script>`,
    ...(i.dev ? [] : googleHeadTags(config)),
    ...pwaHeadTags(config, i.dev),
    ...algoliaHeadTags(config),
    ...i.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    // After the theme's styles, so a site's stylesheets win over them, as in Docusaurus.
    ...siteHeadTags(config),
    ...(i.pluginTags?.head ?? []),
  ].filter(Boolean);
  const preBody = i.pluginTags?.preBody.length ? `${i.pluginTags.preBody.join('\n')}\n` : '';
  const postBody = i.pluginTags?.postBody.length ? `${i.pluginTags.postBody.join('\n')}\n` : '';
  const headLines = withPageHeadElements(head, i.headElements);
  return `<!DOCTYPE html>
<html lang="${escapeHtml(locale.htmlLang)}" dir="${locale.direction === 'rtl' ? 'rtl' : 'ltr'}">
<head>
${headLines.join('\n')}
</head>
<body>
${i.dev ? '' : googleBodyStart(config)}${preBody}<div id="__docs">${i.bodyHtml}</div>
<script type="application/json" id="__docs_data">${scriptJson(i.boot)}</script>
<script data-base-url="${escapeHtml(config.baseUrl)}" data-route="${escapeHtml(i.path === '/' ? '' : i.path)}">${BASE_URL_CHECK_SCRIPT}</script>
<script data-load="${escapeHtml(JSON.stringify({ entry: i.entry, modules: i.modulePreloads, fetch: i.dataPreloads } satisfies AfterPaintLoad))}">${LOAD_AFTER_PAINT_SCRIPT}</script>
${postBody}</body>
</html>
`;
}


/** With DocSearch, a preconnect to the site's Algolia host, as Docusaurus's theme-search-algolia adds: the first query starts sooner. */
function algoliaHeadTags(config: SiteConfig): string[] {
  const algolia = algoliaOf(config.themeConfig);
  return algolia ? [`<link rel="preconnect" href="${escapeHtml(`https://${algolia.appId.toLowerCase()}-dsn.algolia.net`)}" crossorigin="anonymous">`] : [];
}
