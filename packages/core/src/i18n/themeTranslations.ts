import type { FooterConfig, NavbarConfig } from '../config/types.ts';

/** One message to translate, as Docusaurus writes it in a translation file. */
export interface TranslationEntry {
  message: string;
  /** For the translator: what the message is and where it shows. */
  description?: string;
}

export type TranslationFileContent = Record<string, TranslationEntry>;

interface Labelled {
  label?: unknown;
  items?: unknown;
}

/** Every navbar item with a label, those inside dropdowns too: Docusaurus keys them all by label alone. */
function labelledItems(items: readonly unknown[]): Labelled[] {
  return items.flatMap((item) => {
    if (typeof item !== 'object' || item === null) return [];
    const own = item as Labelled;
    return [own, ...(Array.isArray(own.items) ? labelledItems(own.items) : [])];
  });
}

/** `navbar.json`'s entries: the title, the logo's alt text and each item's label. */
export function navbarTranslationEntries(navbar: NavbarConfig): TranslationFileContent {
  const entries: TranslationFileContent = {};
  if (navbar.title) entries.title = { message: navbar.title, description: 'The title in the navbar' };
  if (navbar.logo?.alt) entries['logo.alt'] = { message: navbar.logo.alt, description: 'The alt text of navbar logo' };
  for (const item of labelledItems(navbar.items)) {
    if (typeof item.label === 'string') entries[`item.label.${item.label}`] = { message: item.label, description: `Navbar item with label ${item.label}` };
  }
  return entries;
}

/** `footer.json`'s entries: column titles, link labels, the copyright and the logo's alt text. */
export function footerTranslationEntries(footer: FooterConfig): TranslationFileContent {
  const entries: TranslationFileContent = {};
  for (const group of footer.links) {
    if (group.title) entries[`link.title.${group.title}`] = { message: group.title, description: `The title of the footer links column with title=${group.title} in the footer` };
    for (const item of group.items) {
      if (typeof item.label === 'string') entries[`link.item.label.${item.label}`] = { message: item.label, description: `The label of footer link with label=${item.label}${typeof item.to === 'string' ? ` linking to ${item.to}` : typeof item.href === 'string' ? ` linking to ${item.href}` : ''}` };
    }
  }
  if (footer.copyright) entries.copyright = { message: footer.copyright, description: 'The footer copyright' };
  if (footer.logo?.alt) entries['logo.alt'] = { message: footer.logo.alt, description: 'The alt text of footer logo' };
  return entries;
}

/** The navbar with `navbar.json`'s messages in place of the labels they translate. */
export function translateNavbar(navbar: NavbarConfig, messages: Record<string, string>): void {
  if (navbar.title && messages.title !== undefined) navbar.title = messages.title;
  if (navbar.logo?.alt && messages['logo.alt'] !== undefined) navbar.logo = { ...navbar.logo, alt: messages['logo.alt'] };
  for (const item of labelledItems(navbar.items)) {
    const message = typeof item.label === 'string' ? messages[`item.label.${item.label}`] : undefined;
    if (message !== undefined) item.label = message;
  }
}

/** The footer with `footer.json`'s messages in place of what they translate. */
export function translateFooter(footer: FooterConfig, messages: Record<string, string>): void {
  for (const group of footer.links) {
    if (group.title && messages[`link.title.${group.title}`] !== undefined) group.title = messages[`link.title.${group.title}`];
    for (const item of group.items) {
      const message = typeof item.label === 'string' ? messages[`link.item.label.${item.label}`] : undefined;
      if (message !== undefined) item.label = message;
    }
  }
  if (footer.copyright && messages.copyright !== undefined) footer.copyright = messages.copyright;
  if (footer.logo?.alt && messages['logo.alt'] !== undefined) footer.logo = { ...footer.logo, alt: messages['logo.alt'] };
}
