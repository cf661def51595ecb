import type { NavbarItem, NavbarLinkItem, SiteConfig } from '../config/types.ts';
import { locateInText, type TextPosition } from './locateInFile.ts';

/** Where on the page a config link shows, for the warning's wording. */
export type ConfigPlace = 'navbar' | 'footer' | 'announcement bar';

/** A link the config puts on every page, with where it is written in the config file when that is found. */
export interface ConfigLink {
  /** As written in the config (`to` or `href`, or an `href` in the announcement's HTML). */
  url: string;
  place: ConfigPlace;
  /** The item's label, to name it in the warning. */
  label?: string;
  file: string;
  position?: TextPosition;
}

/** The config key each place's items are written under (`navbar: {...}`, or `themeConfig.navbar` in a Docusaurus-shaped config). */
const SECTION_KEY: Record<ConfigPlace, string> = { navbar: 'navbar', footer: 'footer', 'announcement bar': 'announcementBar' };

const HTML_HREF = /href\s*=\s*["']([^"']+)["']/g;

/**
 * Every link of the navbar, footer and announcement bar, located at the line of its value in the
 * config file's source: a broken one is then fixed where it is written, not hunted for on pages.
 */
export function configLinks(config: Pick<SiteConfig, 'navbar' | 'footer' | 'announcementBar'>, configFile: string, source: string): ConfigLink[] {
  const found: Omit<ConfigLink, 'file' | 'position'>[] = [];
  const addItem = (place: ConfigPlace, item: Partial<NavbarLinkItem>) => {
    for (const url of [item.to, item.href]) if (typeof url === 'string' && url) found.push({ url, place, label: item.label });
  };
  const addHtml = (place: ConfigPlace, html: string | undefined) => {
    for (const m of html?.matchAll(HTML_HREF) ?? []) found.push({ url: m[1]!, place });
  };
  for (const item of config.navbar.items as (NavbarItem & { items?: NavbarLinkItem[] })[]) {
    addItem('navbar', item as Partial<NavbarLinkItem>);
    for (const child of item.items ?? []) addItem('navbar', child);
  }
  for (const group of config.footer.links) for (const item of group.items) addItem('footer', item);
  addHtml('footer', config.footer.copyright);
  addHtml('announcement bar', config.announcementBar?.content);

  // Each value is searched after its section's key, so `/docs` in the footer is not found in the navbar.
  const searchedFrom = new Map<string, number>();
  return found.map((link) => {
    const sectionStart = sectionOffset(source, SECTION_KEY[link.place]);
    const key = `${link.place}\0${link.url}`;
    const from = searchedFrom.get(key) ?? sectionStart;
    const position = locateInText(source, link.url, from) ?? locateInText(source, link.url);
    if (position) searchedFrom.set(key, offsetOf(source, position) + 1);
    return { ...link, file: configFile, position };
  });
}

function sectionOffset(source: string, key: string): number {
  const m = new RegExp(`(?:^|[\\s{,])['"]?${key}['"]?\\s*:`).exec(source);
  return m ? m.index : 0;
}

function offsetOf(source: string, position: TextPosition): number {
  let offset = 0;
  for (let line = 1; line < position.line; line++) offset = source.indexOf('\n', offset) + 1;
  return offset + position.column - 1;
}
