import { describe, expect, it } from 'vitest';
import { footerFromRoot, fromSiteRoot, navbarFromRoot } from './linksFromRoot.ts';

describe('fromSiteRoot', () => {
  it('reads a path without its leading slash from the site root, as Docusaurus navbar and footer links do', () => {
    expect(fromSiteRoot('docs/overview')).toBe('/docs/overview');
    expect(fromSiteRoot('./help')).toBe('/help');
  });

  it('leaves root paths, hashes and URLs with a scheme as written', () => {
    for (const to of ['/docs', '#top', 'https://example.com/x', 'mailto:a@b.c', '//cdn.example/x']) expect(fromSiteRoot(to)).toBe(to);
  });
});

describe('navbarFromRoot and footerFromRoot', () => {
  it('rewrites every to, in dropdowns and footer groups too, and nothing else', () => {
    const navbar = navbarFromRoot({ title: 'T', items: [{ to: 'docs/a', label: 'A' }, { type: 'dropdown', label: 'More', items: [{ to: 'blog', label: 'Blog' }, { href: 'https://x.example', label: 'X' }] }] } as never);
    expect(navbar!.items).toEqual([{ to: '/docs/a', label: 'A' }, { type: 'dropdown', label: 'More', items: [{ to: '/blog', label: 'Blog' }, { href: 'https://x.example', label: 'X' }] }]);
    const footer = footerFromRoot({ style: 'light', simple: false, links: [{ title: 'G', items: [{ to: 'help', label: 'Help' }] }] });
    expect(footer!.links[0]!.items).toEqual([{ to: '/help', label: 'Help' }]);
  });
});
