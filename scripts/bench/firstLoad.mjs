// What a browser must fetch to show one page on first load: the JS and CSS its HTML references,
// sized raw and gzipped (each file on its own, as each is its own request).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TAG = /<(script|link)\b([^>]*)>/gi;
const ATTR = /([\w-]+)\s*=\s*"([^"]*)"/g;

function attributes(text) {
  return Object.fromEntries([...text.matchAll(ATTR)].map((m) => [m[1].toLowerCase(), m[2]]));
}

/** What the page loads after its first paint: the `data-load` attribute of the shell's loader script. */
export function afterPaintLoad(html) {
  const m = /<script data-load="([^"]*)">/.exec(html);
  if (!m) return undefined;
  return JSON.parse(m[1].replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'));
}

/**
 * URLs of the page's first-load assets by kind: the modules and entry its loader script starts
 * after the first paint (and any `<script type="module" src>` or `<link rel="modulepreload">`) are
 * JS, `<link rel="stylesheet">` is CSS, and the data it fetches (or `<link rel="preload"
 * as="fetch">`) is data (informational: not part of the JS/CSS budget).
 */
export function firstLoadUrls(html) {
  const urls = { js: new Set(), css: new Set(), data: new Set() };
  for (const [, tag, attrText] of html.matchAll(TAG)) {
    const a = attributes(attrText);
    const rel = (a.rel ?? '').toLowerCase();
    if (tag.toLowerCase() === 'script' && a.type === 'module' && a.src) urls.js.add(a.src);
    else if (rel === 'modulepreload' && a.href) urls.js.add(a.href);
    else if (rel === 'stylesheet' && a.href) urls.css.add(a.href);
    else if (rel === 'preload' && a.as === 'fetch' && a.href) urls.data.add(a.href);
  }
  const load = afterPaintLoad(html);
  if (load) {
    for (const url of [load.entry, ...load.modules]) urls.js.add(url);
    for (const url of load.fetch) urls.data.add(url);
  }
  return urls;
}

function sizeOf(outDir, baseUrl, url) {
  const pathname = decodeURIComponent(url.replace(/[?#].*$/, ''));
  const rel = pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : pathname.replace(/^\/+/, '');
  const bytes = readFileSync(path.join(outDir, rel));
  return { url, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

function total(files) {
  return { raw: files.reduce((n, f) => n + f.raw, 0), gzip: files.reduce((n, f) => n + f.gzip, 0), files };
}

/** First-load sizes of the route `routePath`, found through the build's manifest.json. */
export function measureFirstLoad(outDir, routePath) {
  const manifest = JSON.parse(readFileSync(path.join(outDir, 'manifest.json'), 'utf8'));
  const route = manifest.routes.find((r) => r.path === routePath);
  if (!route) throw new Error(`Route ${routePath} is not in ${path.join(outDir, 'manifest.json')}.`);
  const htmlBytes = readFileSync(path.join(outDir, route.file));
  const urls = firstLoadUrls(htmlBytes.toString('utf8'));
  const measure = (set) => total([...set].map((url) => sizeOf(outDir, manifest.baseUrl, url)));
  return {
    route: routePath,
    html: { raw: htmlBytes.length, gzip: gzipSync(htmlBytes, { level: 9 }).length },
    js: measure(urls.js),
    css: measure(urls.css),
    data: measure(urls.data),
  };
}
