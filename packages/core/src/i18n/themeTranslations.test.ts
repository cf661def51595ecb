import { describe, expect, it } from 'vitest';
import type { FooterConfig, NavbarConfig } from '../config/types.ts';
import { footerTranslationEntries, navbarTranslationEntries, translateFooter, translateNavbar } from './themeTranslations.ts';

const navbar = (): NavbarConfig => ({
  title: 'Site',
  hideOnScroll: false,
  items: [
    { type: 'doc', docId: 'intro', label: 'Docs' },
    { type: 'dropdown', label: 'More', items: [{ to: '/a', label: 'Alpha' }] },
    { type: 'search' },
  ],
});

describe('navbar translations', () => {
  it('lists the title and every label, inside dropdowns too, under the keys Docusaurus uses', () => {
    expect(Object.keys(navbarTranslationEntries(navbar()))).toEqual(['title', 'item.label.Docs', 'item.label.More', 'item.label.Alpha']);
  });

  it('puts the messages in place of what they translate, leaving the rest', () => {
    const n = navbar();
    translateNavbar(n, { title: 'Site FR', 'item.label.Alpha': 'Alpha FR' });
    expect(n.title).toBe('Site FR');
    expect(n.items.map((i) => (i as { label?: string }).label)).toEqual(['Docs', 'More', undefined]);
    expect((n.items[1] as { items: { label: string }[] }).items[0]!.label).toBe('Alpha FR');
  });
});

describe('footer translations', () => {
  const footer = (): FooterConfig => ({ style: 'light', simple: false, links: [{ title: 'Docs', items: [{ to: '/x', label: 'Start' }] }], copyright: '© Us' });

  it('lists column titles, link labels and the copyright', () => {
    expect(Object.keys(footerTranslationEntries(footer()))).toEqual(['link.title.Docs', 'link.item.label.Start', 'copyright']);
  });

  it('translates them', () => {
    const f = footer();
    translateFooter(f, { 'link.title.Docs': 'Doku', 'link.item.label.Start': 'Anfang', copyright: '© Wir' });
    expect(f).toMatchObject({ links: [{ title: 'Doku', items: [{ label: 'Anfang' }] }], copyright: '© Wir' });
  });
});
