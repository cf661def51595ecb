import { describe, expect, it } from 'vitest';
import type { ClientDocsVersion } from '@docs/client';
import { docAt, docsVersionOf, pluginOfPage, samePageIn, sitePath, versionOfPath } from './docsVersions.ts';

const version = (name: string, path: string, docs: ClientDocsVersion['docs'], isLast = false): ClientDocsVersion => ({
  name, label: name, path, isLast, banner: null, badge: true, noIndex: false, className: `docs-version-${name}`, mainDocPath: `${path}/intro`, mainDocId: 'intro', docs, sidebars: {},
});
const versions = [
  version('current', '/docs/next', [['intro', '/docs/next/intro'], ['install', '/docs/next/install']]),
  version('2.0', '/docs', [['intro', '/docs/intro'], ['install', '/docs/install']], true),
  version('1.0', '/docs/1.0', [['intro', '/docs/1.0/intro'], ['setup', '/docs/1.0/setup']]),
];

describe('docs version helpers', () => {
  it("finds a page's version by the longest path that holds it", () => {
    expect(versionOfPath(versions, '/docs/next/install')?.name).toBe('current');
    expect(versionOfPath(versions, '/docs/1.0')?.name).toBe('1.0');
    expect(versionOfPath(versions, '/docs/install')?.name).toBe('2.0');
    // `/docs/1.0x` is not under `/docs/1.0`.
    expect(versionOfPath(versions, '/docs/1.0x')?.name).toBe('2.0');
    expect(versionOfPath(versions, '/blog')).toBeUndefined();
  });

  it('links the same doc in another version, or that version\'s main doc', () => {
    expect(samePageIn(versions[1]!, 'install')).toBe('/docs/install');
    expect(samePageIn(versions[2]!, 'install')).toBe('/docs/1.0/intro');
    expect(samePageIn(versions[0]!, undefined)).toBe('/docs/next/intro');
    expect(docAt(versions[2], '/docs/1.0/setup')?.[0]).toBe('setup');
  });

  it('reads paths inside the site, without its base URL', () => {
    expect(sitePath('/base/docs/intro', '/base/')).toBe('/docs/intro');
    expect(sitePath('/docs/intro', '/')).toBe('/docs/intro');
  });
});

describe('the docs set of a page', () => {
  const community = { ...version('1.0', '/community', [['intro', '/community/intro']], true), pluginId: 'community' };
  const all = [...versions, community];

  it("is the one a doc page names, the default one for a doc page that names none", () => {
    expect(pluginOfPage(all, { docId: 'intro', pluginId: 'community' }, '/community/intro')).toBe('community');
    expect(pluginOfPage(all, { docId: 'intro' }, '/docs/intro')).toBe('default');
  });

  it("is, for another page, the set whose version's path holds it, or none", () => {
    expect(pluginOfPage(all, {}, '/community/tags')).toBe('community');
    expect(pluginOfPage(all, {}, '/docs/next/tags')).toBe('default');
    expect(pluginOfPage(all, {}, '/blog')).toBeUndefined();
  });

  it("gives a version in Docusaurus's shape, converted once per version of the site config", () => {
    const [, latest, old] = versions;
    const converted = docsVersionOf(latest!);
    expect(converted).toMatchObject({ pluginId: 'default', name: '2.0', version: '2.0', isLast: true, path: '/docs', mainDocId: 'intro' });
    expect(converted.docs).toEqual([{ id: 'intro', path: '/docs/intro' }, { id: 'install', path: '/docs/install' }]);
    // The hooks call it several times per render: a large site's doc list is not rebuilt each time.
    expect(docsVersionOf(latest!)).toBe(converted);
    expect(docsVersionOf(old!)).not.toBe(converted);
    // Another site config (docs dev after an update) is converted afresh.
    expect(docsVersionOf({ ...latest!, docs: [['intro', '/docs/intro', 'main']] }).docs).toEqual([{ id: 'intro', path: '/docs/intro', sidebar: 'main' }]);
  });
});
