import type { PwaOptions, SiteConfig } from '../config/types.ts';
import { scriptJson } from '../../../client/src/escapeHtml.ts';
import { element, SAFE_NAME } from './siteHeadTags.ts';

/** The service worker's file, at the base URL (its scope is the whole site). */
export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * What `pwa` adds to every page's head: its `pwaHead` tags (a `/path` in `href` or `content` is
 * under the base URL, as Docusaurus's plugin-pwa writes it) and, in built pages only, the script
 * that registers the service worker when an offline-mode strategy applies.
 */
export function pwaHeadTags(config: Pick<SiteConfig, 'pwa' | 'baseUrl'>, dev: boolean | undefined): string[] {
  const pwa = config.pwa;
  if (!pwa) return [];
  const underBase = (value: string) => (value.startsWith('/') && !value.startsWith('//') ? config.baseUrl + value.slice(1) : value);
  const tags = pwa.pwaHead
    .filter((t) => SAFE_NAME.test(t.tagName))
    .map(({ tagName, ...attributes }) => element({ tagName, attributes: Object.fromEntries(Object.entries(attributes).map(([k, v]) => [k, k === 'href' || k === 'content' ? underBase(String(v)) : v])) }));
  return dev ? tags : [...tags, `<script>${registerScript(pwa, config.baseUrl)}</script>`];
}

/**
 * Registers the service worker when one of the strategies applies, as Docusaurus's plugin-pwa
 * decides: the installed app (`appInstalled`, `standalone`), `?offlineMode=true`, a phone-sized
 * window (`mobile`), the data saver (`saveData`), or `always`. Once offline mode is on, a worker
 * already registered keeps serving; none is registered otherwise.
 */
function registerScript(pwa: PwaOptions, baseUrl: string): string {
  return `(function(s,u,b,d){if(!('serviceWorker' in navigator))return;var n=navigator,c=n.connection;var t={always:function(){return true},mobile:function(){return window.innerWidth<=996},saveData:function(){return !!(c&&c.saveData)},queryString:function(){return new URLSearchParams(location.search).get('offlineMode')==='true'},standalone:function(){return matchMedia('(display-mode: standalone)').matches||n.standalone===true},appInstalled:function(){return localStorage.getItem('docs.pwa.appInstalled')==='true'}};window.addEventListener('appinstalled',function(){try{localStorage.setItem('docs.pwa.appInstalled','true')}catch(e){}});var on=s.filter(function(k){try{return t[k]&&t[k]()}catch(e){return false}});if(d)console.log('[pwa] offline mode strategies that apply:',on);if(!on.length)return;window.addEventListener('load',function(){n.serviceWorker.register(u,{scope:b}).then(function(r){if(d)console.log('[pwa] service worker registered',r.scope)},function(e){if(d)console.error('[pwa] service worker not registered',e)})})})(${scriptJson(pwa.offlineModeActivationStrategies)},${scriptJson(baseUrl + SERVICE_WORKER_FILE)},${scriptJson(baseUrl)},${pwa.debug ? 'true' : 'false'})`;
}

/**
 * The service worker: on install it caches every file the build wrote (the pages under their
 * addresses too), then serves them from the cache first and from the network otherwise, so the
 * site reads offline. A new build (a new file list) is a new cache; the old one is deleted.
 */
export function serviceWorkerSource(files: readonly string[], aliases: Record<string, string>, version: string): string {
  return `'use strict';
const CACHE = ${scriptJson(`docs-precache-${version}`)};
const FILES = ${scriptJson(files)};
const ALIASES = ${scriptJson(aliases)};
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()));
});
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys().then((keys) => Promise.all(keys.filter((k) => k.startsWith('docs-precache-') && k !== CACHE).map((k) => caches.delete(k)))).then(() => self.clients.claim()));
});
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const key = ALIASES[url.pathname] || url.pathname;
  event.respondWith(caches.open(CACHE).then((cache) => cache.match(key)).then((hit) => hit || fetch(request)));
});
`;
}
