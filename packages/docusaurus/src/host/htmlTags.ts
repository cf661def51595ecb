import { escapeHtml } from '../../../client/src/escapeHtml.ts';

/** A tag as `injectHtmlTags` may describe it. */
export interface HtmlTagObject {
  tagName: string;
  attributes?: Record<string, string | boolean | undefined>;
  innerHTML?: string;
}

export type HtmlTag = string | HtmlTagObject;

/** Elements with no closing tag. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);

/**
 * One tag as HTML: a string is the plugin's own HTML, as Docusaurus writes it; an object is an
 * element whose attribute values are escaped (`true` is a bare attribute, `false` and undefined
 * none) and whose `innerHTML` is written as given, as its name says.
 */
export function htmlTagOf(tag: HtmlTag): string {
  if (typeof tag === 'string') return tag;
  if (!tag || typeof tag !== 'object' || typeof tag.tagName !== 'string' || !/^[a-zA-Z][\w-]*$/.test(tag.tagName)) {
    throw new TypeError(`A tag must be an HTML string or { tagName, attributes, innerHTML }; got ${JSON.stringify(tag)}.`);
  }
  const attributes = Object.entries(tag.attributes ?? {}).flatMap(([name, value]) => {
    if (value === false || value === undefined || value === null) return [];
    if (!/^[^\s"'<>/=]+$/.test(name)) throw new TypeError(`The attribute name ${JSON.stringify(name)} of a <${tag.tagName}> tag is not a valid HTML attribute name.`);
    return [value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`];
  });
  const open = `<${tag.tagName}${attributes.join('')}>`;
  return VOID.has(tag.tagName.toLowerCase()) ? open : `${open}${tag.innerHTML ?? ''}</${tag.tagName}>`;
}

/** `injectHtmlTags`'s result, each list as HTML; a list may also be one tag on its own. */
export function htmlTagsOf(result: unknown): { head: string[]; preBody: string[]; postBody: string[] } {
  const r = (result ?? {}) as { headTags?: HtmlTag | HtmlTag[]; preBodyTags?: HtmlTag | HtmlTag[]; postBodyTags?: HtmlTag | HtmlTag[] };
  const list = (tags: HtmlTag | HtmlTag[] | undefined) => (tags === undefined ? [] : Array.isArray(tags) ? tags : [tags]).map(htmlTagOf);
  return { head: list(r.headTags), preBody: list(r.preBodyTags), postBody: list(r.postBodyTags) };
}
