import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contextModuleFiles } from './contextModules.ts';

const siteDir = realpathSync(mkdtempSync(path.join(tmpdir(), 'docs-contexts-')));
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('contextModuleFiles', () => {
  it("lists the theme's and the site's modules that create a React context, and no other", () => {
    mkdirSync(path.join(siteDir, 'src', 'components'), { recursive: true });
    writeFileSync(path.join(siteDir, 'src', 'components', 'Keeper.js'), "import { createContext } from 'react';\nexport const Keeper = createContext('');\n");
    writeFileSync(path.join(siteDir, 'src', 'components', 'Plain.js'), 'export const plain = 1;\n');
    const files = contextModuleFiles(siteDir);
    expect(files).toContain(path.join(siteDir, 'src', 'components', 'Keeper.js'));
    expect(files).not.toContain(path.join(siteDir, 'src', 'components', 'Plain.js'));
    expect(files.some((f) => f.endsWith(path.join('docusaurus', 'themeCommon', 'docs.tsx')))).toBe(true);
  });
});
