import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { SidebarItem } from '../sidebars/types.ts';
import { resolveNavbarItems, type NavbarDocs } from './navbarItems.ts';

const link = (label: string, href: string, docId: string) => ({ type: 'link', label, href, docId }) as SidebarItem;
const docs = {
  byId: new Map([
    ['intro', { permalink: '/docs/intro', title: 'Introduction' }],
    ['api/a', { permalink: '/docs/api/a', title: 'A' }],
  ]),
  sidebars: { guide: [link('Intro', '/docs/intro', 'intro')], api: [link('The A', '/docs/api/a', 'api/a')] },
};
const community = { byId: new Map([['intro', { permalink: '/community/intro', title: 'Welcome' }]]), sidebars: { main: [link('Welcome', '/community/intro', 'intro')] } };
const sets = new Map<string, NavbarDocs>([['default', docs], ['community', community]]);
const source = `export default {
  navbar: {
    items: [
      { type: 'docSidebar', sidebarId: 'nope' },
      { label: 'More', items: [{ type: 'doc', docId: 'gone' }] },
    ],
  },
};
`;

describe('resolveNavbarItems', () => {
  it('turns doc items into links and docSidebar items into links active on their sidebar, in dropdowns too', () => {
    const diagnostics: Diagnostic[] = [];
    const items = resolveNavbarItems(
      [{ type: 'doc', docId: 'intro', position: 'left' }, { type: 'docSidebar', sidebarId: 'api', label: 'API' }, { label: 'More', items: [{ type: 'docSidebar', sidebarId: 'guide' }, { type: 'html', value: '<hr>' }] }],
      sets,
      {},
      diagnostics,
    );
    expect(items).toEqual([
      { type: 'link', label: 'Introduction', to: '/docs/intro', position: 'left', docId: 'intro' },
      { type: 'link', label: 'API', to: '/docs/api/a', activeSidebar: 'api' },
      { label: 'More', items: [{ type: 'link', label: 'Intro', to: '/docs/intro', activeSidebar: 'guide' }, { type: 'html', value: '<hr>' }] },
    ]);
    expect(diagnostics).toEqual([]);
  });

  it('looks an item with docsPluginId up in that docs set, and says the set on the link', () => {
    const diagnostics: Diagnostic[] = [];
    const items = resolveNavbarItems([{ type: 'doc', docId: 'intro', docsPluginId: 'community' }, { type: 'docSidebar', sidebarId: 'main', docsPluginId: 'community' }, { type: 'doc', docId: 'intro', docsPluginId: 'default' }], sets, {}, diagnostics);
    expect(items).toEqual([
      { type: 'link', label: 'Welcome', to: '/community/intro', docId: 'intro', docsPluginId: 'community' },
      { type: 'link', label: 'Welcome', to: '/community/intro', activeSidebar: 'main', docsPluginId: 'community' },
      { type: 'link', label: 'Introduction', to: '/docs/intro', docId: 'intro' },
    ]);
    expect(diagnostics).toEqual([]);
    resolveNavbarItems([{ type: 'docSidebar', sidebarId: 'main', docsPluginId: 'nope' }], sets, {}, diagnostics);
    expect(diagnostics.map((d) => d.code)).toEqual(['navbar-unknown-docs-plugin', 'navbar-unknown-sidebar']);
  });

  it('reports an unknown sidebar or doc id at its line in the config', () => {
    const diagnostics: Diagnostic[] = [];
    resolveNavbarItems([{ type: 'docSidebar', sidebarId: 'nope' }, { label: 'More', items: [{ type: 'doc', docId: 'gone' }] }], sets, { file: '/s/docs.config.ts', source }, diagnostics);
    expect(diagnostics.map((d) => [d.code, d.line])).toEqual([
      ['navbar-unknown-sidebar', 4],
      ['navbar-unknown-doc', 5],
    ]);
    expect(diagnostics[0]!.hint).toBe('Sidebars of this site: guide, api.');
  });
});
