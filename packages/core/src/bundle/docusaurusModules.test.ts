import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { docusaurusModuleFile, docusaurusModuleNames, unknownDocusaurusModuleHint } from './docusaurusModules.ts';

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
});
