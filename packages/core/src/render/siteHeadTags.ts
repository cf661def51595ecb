import type { HeadAsset, HeadTag, SiteConfig } from '../config/types.ts';
import type { CspDirectives } from '../write/securityHeaders.ts';
import { escapeHtml } from '../../../client/src/escapeHtml.ts';
import { googleSources } from './googleTags.ts';
import { algoliaOf, algoliaOrigins } from '../../../client/src/algolia.ts';

/** Elements with no end tag. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** A tag or attribute name that cannot break out of its element. */
export const SAFE_NAME = /^[a-zA-Z][\w:.-]*$/;

type Attributes = Record<string, string | boolean | null | undefined>;

/** `true` writes the bare attribute, `false`/`null`/unset leaves it out, as React and Docusaurus do. */
function attributesHtml(attributes: Attributes): string {
  return Object.entries(attributes)
    .filter(([name, value]) => SAFE_NAME.test(name) && value !== false && value !== null && value !== undefined)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`))
    .join('');
}

/** One head tag's markup: attributes escaped, unsafe names refused by the callers' filter. */
export function element(tag: HeadTag): string {
  const open = `<${tag.tagName}${attributesHtml(tag.attributes ?? {})}>`;
  // `innerHTML` is the site's own markup (a JSON-LD block, an inline style), written as it is.
  return VOID.has(tag.tagName.toLowerCase()) ? open : `${open}${tag.innerHTML ?? ''}</${tag.tagName}>`;
}

const assetTag = (asset: HeadAsset, tagName: 'link' | 'script', urlKey: 'href' | 'src'): HeadTag => {
  const attributes: Attributes = typeof asset === 'string' ? { [urlKey]: asset } : { ...asset };
  return { tagName, attributes: tagName === 'link' ? { rel: 'stylesheet', ...attributes } : attributes };
};

/**
 * What the config adds to every page's head, in Docusaurus's order: `metadata` meta tags, the
 * `stylesheets`, the `scripts` and the `headTags`. Names that are not plain tag or attribute names
 * are dropped (the config check reports them).
 */
export function siteHeadTags(config: Pick<SiteConfig, 'metadata' | 'stylesheets' | 'scripts' | 'headTags'>): string[] {
  const tags: HeadTag[] = [
    ...config.metadata.map((attributes) => ({ tagName: 'meta', attributes })),
    ...config.stylesheets.map((s) => assetTag(s, 'link', 'href')),
    ...config.scripts.map((s) => assetTag(s, 'script', 'src')),
    ...config.headTags,
  ];
  return tags.filter((t) => SAFE_NAME.test(t.tagName)).map(element);
}

/**
 * The site's `csp` additions, plus the origins of the stylesheets and scripts the config loads from
 * other sites: a site that lists a CDN script means the browser to run it. `gtag` and
 * `googleTagManager` add Google's origins.
 */
export function siteAssetSources(config: Pick<SiteConfig, 'stylesheets' | 'scripts' | 'headTags' | 'csp' | 'gtag' | 'googleTagManager'> & Partial<Pick<SiteConfig, 'themeConfig'>>): CspDirectives {
  const origin = (url: unknown) => {
    if (typeof url !== 'string') return undefined;
    try {
      const u = new URL(url.startsWith('//') ? `https:${url}` : url);
      return /^https?:$/.test(u.protocol) ? u.origin : undefined;
    } catch {
      return undefined;
    }
  };
  const styles = config.stylesheets.map((s) => origin(typeof s === 'string' ? s : s.href));
  const scripts = config.scripts.map((s) => origin(typeof s === 'string' ? s : s.src));
  for (const tag of config.headTags) {
    const name = tag.tagName.toLowerCase();
    if (name === 'script') scripts.push(origin(tag.attributes?.src));
    if (name === 'link' && tag.attributes?.rel === 'stylesheet') styles.push(origin(tag.attributes.href));
  }
  const out: CspDirectives = { ...config.csp };
  const add = (directive: string, list: (string | undefined)[]) => {
    const found = [...new Set([...(out[directive] ?? []), ...list.filter((o): o is string => o !== undefined)])];
    if (found.length) out[directive] = found;
  };
  add('style-src', styles);
  add('script-src', scripts);
  for (const [directive, sources] of Object.entries(googleSources(config))) add(directive, sources);
  // DocSearch queries the site's Algolia index from the page.
  const algolia = algoliaOf(config.themeConfig);
  if (algolia) add('connect-src', algoliaOrigins(algolia));
  return out;
}
