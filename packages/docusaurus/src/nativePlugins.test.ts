import { describe, expect, it } from 'vitest';
import { nativePluginFor } from './nativePlugins.ts';

describe('the community packages docs stands in for', () => {
  it('are recognised by name or by a path into the installed package, in plugins or themes', () => {
    const short = (kind: 'plugins' | 'themes', name: string) => nativePluginFor(kind, name)?.short;
    expect(short('plugins', 'docusaurus-plugin-sass')).toBe('sass');
    expect(short('plugins', '/site/node_modules/docusaurus-plugin-sass/index.js')).toBe('sass');
    expect(short('themes', '/site/node_modules/@easyops-cn/docusaurus-search-local/dist/server/server/index.js')).toBe('search-local');
    expect(short('plugins', '@easyops-cn/docusaurus-search-local')).toBe('search-local');
    expect(short('themes', 'docusaurus-lunr-search')).toBe('search-local');
    expect(short('plugins', 'C:\\site\\node_modules\\@cmfcmf\\docusaurus-search-local\\lib\\server\\index.js')).toBe('search-local');
  });

  it('are not matched by a package whose name only ends like theirs, or by a short name Docusaurus would resolve elsewhere', () => {
    expect(nativePluginFor('plugins', '/site/node_modules/my-docusaurus-plugin-sass/index.js')).toBeUndefined();
    expect(nativePluginFor('plugins', '@acme/docusaurus-search-local-extra')).toBeUndefined();
    // `sass` is the Sass compiler's package, which Docusaurus would try first.
    expect(nativePluginFor('plugins', 'sass')).toBeUndefined();
  });
});
