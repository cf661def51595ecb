import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explainMissingModule } from './explainMissingModule.ts';

let site: string;
const at = (rel: string) => path.join(site, rel);
const JARGON = /external|esbuild|namespace|resolv/i;

beforeAll(() => {
  site = mkdtempSync(path.join(tmpdir(), 'explain-missing-'));
  mkdirSync(at('src/components'), { recursive: true });
  mkdirSync(at('docs'), { recursive: true });
  writeFileSync(at('docs.config.ts'), 'export default {};');
  writeFileSync(at('src/components/Highlight.tsx'), '');
});
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('explainMissingModule', () => {
  it('says which files were looked for, relative to the site, and what to create', () => {
    const e = explainMissingModule({ specifier: '@site/src/components/Callout', importer: at('docs/a.mdx'), siteDir: site });
    expect(e.message).toBe('Cannot find "@site/src/components/Callout": no file src/components/Callout.tsx, .ts, .jsx, .js, .mdx, .md or folder with an index file.');
    expect(e.hint).toBe('Check the path, or create src/components/Callout.tsx.');
  });

  it('suggests the closest existing module, written the way the import was', () => {
    expect(explainMissingModule({ specifier: '@site/src/components/highlight', importer: at('docs/a.mdx'), siteDir: site }).hint).toBe('Did you mean "@site/src/components/Highlight"?');
    expect(explainMissingModule({ specifier: '../src/components/Higlight', importer: at('docs/a.mdx'), siteDir: site }).hint).toBe('Did you mean "../src/components/Highlight"?');
  });

  it('finds the site from the importer when it is not given', () => {
    expect(explainMissingModule({ specifier: '@site/src/components/Higlight', importer: at('docs/a.mdx') }).hint).toBe('Did you mean "@site/src/components/Highlight"?');
  });

  it('names a folder that does not exist', () => {
    expect(explainMissingModule({ specifier: '@site/src/widgets/Thing', importer: at('docs/a.mdx'), siteDir: site }).hint).toBe('There is no folder src/widgets: check the path, or create the file there.');
  });

  it('explains a theme component that exists nowhere, and suggests a close one', () => {
    const nope = explainMissingModule({ specifier: '@theme/Nope', importer: at('docs/a.mdx'), siteDir: site });
    expect(nope.message).toBe('Cannot find "@theme/Nope": neither the theme nor src/theme of the site has a component "Nope".');
    expect(nope.hint).toBe('Check the name, or add src/theme/Nope.tsx to the site to create the component.');
    expect(explainMissingModule({ specifier: '@theme/Admonitions', importer: at('docs/a.mdx'), siteDir: site }).hint).toBe('Did you mean "@theme/Admonition"?');
  });

  it('tells how to install a package that is not installed', () => {
    const e = explainMissingModule({ specifier: 'left-pad-not-here/sub', importer: at('docs/a.mdx'), siteDir: site });
    expect(e.message).toBe('Cannot find "left-pad-not-here/sub": the package "left-pad-not-here" is not installed.');
    expect(e.hint).toBe('Install it: npm install left-pad-not-here');
    expect(explainMissingModule({ specifier: '@scope/thing', importer: at('docs/a.mdx'), siteDir: site }).hint).toBe('Install it: npm install @scope/thing');
  });

  it('explains a file missing from an installed package', () => {
    const e = explainMissingModule({ specifier: 'react/jsx-runtim', importer: at('docs/a.mdx'), siteDir: site });
    expect(e.message).toBe('Cannot find "react/jsx-runtim": the package "react" has no file or export "jsx-runtim".');
    expect(e.hint).toBe('Did you mean "react/jsx-runtime"?');
  });

  it('explains a Node built-in imported by a page', () => {
    expect(explainMissingModule({ specifier: 'fs', importer: at('src/pages/x.tsx'), siteDir: site }).message).toMatch(/part of Node\.js/);
  });

  it('never uses bundler words', () => {
    for (const specifier of ['@site/x', '@theme/X', '@theme-original/X', '@generated/x.json', '@docs/client/x', './x', 'x', 'fs']) {
      const e = explainMissingModule({ specifier, importer: at('docs/a.mdx'), siteDir: site });
      expect(e.message + e.hint).not.toMatch(JARGON);
    }
  });
});
