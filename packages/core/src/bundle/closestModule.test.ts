import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closestModulePath, closestName } from './closestModule.ts';

let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'closest-module-'));
  mkdirSync(path.join(root, 'src', 'components', 'Chart'), { recursive: true });
  for (const f of ['src/components/Highlight.tsx', 'src/components/Button.jsx', 'src/components/Chart/index.tsx', 'src/components/styles.module.css']) writeFileSync(path.join(root, f), '');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('closestName', () => {
  it('prefers the same name in another case', () => {
    expect(closestName('highlight', ['Highlighter', 'Highlight'])).toBe('Highlight');
  });

  it('accepts a typo and refuses a different word', () => {
    expect(closestName('Higlight', ['Button', 'Highlight'])).toBe('Highlight');
    expect(closestName('Callout', ['Button', 'Highlight'])).toBeUndefined();
    // Short names allow one edit only: "Nope" is not a typo of "Note" and "Tabs" at once.
    expect(closestName('Nop', ['TOC'])).toBeUndefined();
  });
});

describe('closestModulePath', () => {
  it('corrects the file name, leaving the extension off as the import did', () => {
    expect(closestModulePath(path.join(root, 'src/components/Higlight'), root)).toBe(path.join(root, 'src/components/Highlight'));
  });

  it('corrects a folder on the way', () => {
    expect(closestModulePath(path.join(root, 'src/component/Buton'), root)).toBe(path.join(root, 'src/components/Button'));
  });

  it('keeps an extension that was written', () => {
    expect(closestModulePath(path.join(root, 'src/components/Highlight.ts'), root)).toBe(path.join(root, 'src/components/Highlight.tsx'));
  });

  it('gives nothing when no name is close, or outside the root', () => {
    expect(closestModulePath(path.join(root, 'src/components/Callout'), root)).toBeUndefined();
    expect(closestModulePath(path.join(path.dirname(root), 'elsewhere'), root)).toBeUndefined();
  });
});
