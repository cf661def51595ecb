import { describe, expect, it } from 'vitest';
import type { CompiledDocument } from '../compile/types.ts';
import { withDefaults } from '../config/loadConfig.ts';
import type { DocsVersionMeta } from '../content/docsVersions.ts';
import type { DocFile } from '../content/types.ts';
import type { ResolvedSidebars, SidebarItem } from '../sidebars/types.ts';
import { planDocsRoutes } from './planDocsRoutes.ts';
import type { DocRouteData } from './types.ts';

const meta = (name: string, routeBasePath: string, extra: Partial<DocsVersionMeta> = {}): DocsVersionMeta => ({
  pluginId: 'default', name, label: name, routeBasePath, contentDir: `/site/${name}`, isLast: false, banner: null, badge: true, noIndex: false, className: `docs-version-${name}`, ...extra,
});
const doc = (version: string, base: string): DocFile => ({
  source: `/site/${version}/guide.md`, format: 'md', body: '', frontMatter: {}, id: 'guide', relPath: 'guide.md', version, dir: '', permalink: `${base}/guide`,
  tags: [{ label: 'fog', permalink: `${base}/tags/fog` }], draft: false, unlisted: false, hideTableOfContents: false, hideTitle: false, meta: {}, keyPositions: new Map(), title: 'Guide',
});
const sidebar = (base: string): Record<string, SidebarItem[]> => ({ manual: [{ type: 'link', label: 'Guide', href: `${base}/guide`, docId: 'guide' }] });

describe('planDocsRoutes with versions', () => {
  const versions = [meta('current', '/docs/next'), meta('1.0', '/docs', { isLast: true, noIndex: true })];
  const docs = [doc('current', '/docs/next'), doc('1.0', '/docs')];
  const compiled = new Map(docs.map((d) => [d.source, { source: d.source, headings: [], text: 'text', sections: [] } as unknown as CompiledDocument]));
  const byVersion: Record<string, ResolvedSidebars> = { current: { sidebars: sidebar('/docs/next'), generatedIndexes: [] }, '1.0': { sidebars: sidebar('/docs'), generatedIndexes: [] } };
  const plan = (docsOptions: Record<string, unknown>) => {
    const config = withDefaults({ title: 'S', url: 'https://s.example', docs: { editUrl: 'https://git.example/edit/', ...docsOptions } });
    return planDocsRoutes({ config, docs, versions, compiled, sidebars: { sidebars: {}, generatedIndexes: [], byVersion } }, []);
  };

  it("plans each version's docs and tags under its path, with its sidebar under its site-wide name", () => {
    const routes = plan({});
    const byPath = new Map(routes.map((r) => [r.path, r]));
    expect([...byPath.keys()].sort()).toEqual(['/docs/guide', '/docs/next/guide', '/docs/next/tags', '/docs/next/tags/fog', '/docs/tags', '/docs/tags/fog']);
    expect(byPath.get('/docs/next/guide')).toMatchObject({ sidebar: 'manual', noindex: false, data: { sidebar: 'manual' } });
    expect((byPath.get('/docs/next/guide')!.data as DocRouteData).version).toBeUndefined();
    expect(byPath.get('/docs/guide')).toMatchObject({ sidebar: 'version-1.0/manual', noindex: true, data: { sidebar: 'version-1.0/manual', version: '1.0' } });
    expect(byPath.get('/docs/tags/fog')!.noindex).toBe(true);
    expect((byPath.get('/docs/guide')!.data as DocRouteData).editUrl).toBe('https://git.example/edit/versioned_docs/version-1.0/guide.md');
  });

  it('sends a released doc\'s edit link to the docs folder with editCurrentVersion', () => {
    const guide = plan({ editCurrentVersion: true }).find((r) => r.path === '/docs/guide')!;
    expect((guide.data as DocRouteData).editUrl).toBe('https://git.example/edit/docs/guide.md');
  });
});
