import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DOCUSAURUS_SPECIFIER, docusaurusModuleFile, docusaurusModuleNames, unknownDocusaurusModuleHint } from './docusaurusModules.ts';

const themeDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../theme/src');

describe('@docusaurus/* modules', () => {
  it('lists the public modules of the theme, not their helpers or tests', () => {
    const names = docusaurusModuleNames(themeDir);
    expect(names).toEqual(expect.arrayContaining(['BrowserOnly', 'Head', 'Interpolate', 'Link', 'Translate', 'router', 'useBaseUrl', 'useDocusaurusContext', 'useIsBrowser', 'ExecutionEnvironment', 'isInternalUrl', 'useGlobalData']));
    expect(names.some((n) => /support|test|baseUrl$/.test(n))).toBe(false);
  });

  it('resolves a module to its file, and nothing for unknown or nested names', () => {
    expect(docusaurusModuleFile(themeDir, '@docusaurus/Link')).toBe(path.join(themeDir, 'docusaurus', 'Link.tsx'));
    expect(docusaurusModuleFile(themeDir, '@docusaurus/useBaseUrl')).toBe(path.join(themeDir, 'docusaurus', 'useBaseUrl.ts'));
    expect(docusaurusModuleFile(themeDir, '@docusaurus/Nope')).toBeUndefined();
    expect(docusaurusModuleFile(themeDir, '@docusaurus/support/baseUrl')).toBeUndefined();
  });

  it('names the modules there are, or the right spelling', () => {
    expect(unknownDocusaurusModuleHint(themeDir, '@docusaurus/useNothing')).toMatch(/@docusaurus\/BrowserOnly, .*@docusaurus\/Link, .*@docusaurus\/useBaseUrl/);
    expect(unknownDocusaurusModuleHint(themeDir, '@docusaurus/link')).toBe('Module names are case-sensitive: import "@docusaurus/Link".');
  });

  it("serves the client entry points of Docusaurus's packages that swizzled components import", () => {
    expect(docusaurusModuleFile(themeDir, '@docusaurus/theme-common')).toBe(path.join(themeDir, 'docusaurus', 'themeCommon', 'index.ts'));
    expect(docusaurusModuleFile(themeDir, '@docusaurus/theme-common/internal')).toBe(path.join(themeDir, 'docusaurus', 'themeCommon', 'internal.ts'));
    expect(docusaurusModuleFile(themeDir, '@docusaurus/plugin-content-docs/client')).toBe(path.join(themeDir, 'docusaurus', 'themeCommon', 'docsClient.ts'));
    expect(docusaurusModuleFile(themeDir, '@docusaurus/plugin-content-blog/client')).toBe(path.join(themeDir, 'docusaurus', 'themeCommon', 'blogClient.ts'));
    expect(docusaurusModuleFile(themeDir, '@docusaurus/theme-common/Details')).toBe(path.join(themeDir, 'Details.tsx'));
    expect(docusaurusModuleFile(themeDir, '@docusaurus/theme-common/lib/utils')).toBeUndefined();
    expect(DOCUSAURUS_SPECIFIER.test('@docusaurus/theme-common/internal')).toBe(true);
    // Other paths of other packages are the packages' own (a remark plugin the config loads, say).
    expect(DOCUSAURUS_SPECIFIER.test('@docusaurus/remark-plugin-npm2yarn/lib/index.js')).toBe(false);
  });

  it('suggests the entry point a mistyped one meant', () => {
    expect(unknownDocusaurusModuleHint(themeDir, '@docusaurus/theme-common/internals')).toBe('Did you mean "@docusaurus/theme-common/internal"?');
    expect(unknownDocusaurusModuleHint(themeDir, '@docusaurus/plugin-content-doc/client')).toContain('"@docusaurus/plugin-content-docs/client"');
  });
});
