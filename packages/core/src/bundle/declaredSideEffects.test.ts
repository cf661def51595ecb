import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderWith } from '../../../../tests/helpers/files.ts';
import { declaredSideEffects } from './declaredSideEffects.ts';

describe('declaredSideEffects', () => {
  it('reads the nearest package.json: false, a list of globs, or nothing said', () => {
    const dir = folderWith('docs-side-effects-', {
      'free/package.json': JSON.stringify({ name: 'free', sideEffects: false }),
      'free/src/a.ts': '',
      'listed/package.json': JSON.stringify({ name: 'listed', sideEffects: ['*.css', './src/polyfill.ts', 'src/setup/**'] }),
      'silent/package.json': JSON.stringify({ name: 'silent' }),
      'broken/package.json': '{ not json',
    });
    expect(declaredSideEffects(path.join(dir, 'free', 'src', 'deep', 'a.ts'))).toEqual({ sideEffects: false });
    // A pattern without a slash matches the name in any folder.
    expect(declaredSideEffects(path.join(dir, 'listed', 'src', 'theme', 'styles.css'))).toEqual({});
    expect(declaredSideEffects(path.join(dir, 'listed', 'src', 'polyfill.ts'))).toEqual({});
    expect(declaredSideEffects(path.join(dir, 'listed', 'src', 'setup', 'one', 'two.ts'))).toEqual({});
    expect(declaredSideEffects(path.join(dir, 'listed', 'src', 'Button.tsx'))).toEqual({ sideEffects: false });
    expect(declaredSideEffects(path.join(dir, 'silent', 'index.js'))).toEqual({});
    expect(declaredSideEffects(path.join(dir, 'broken', 'index.js'))).toEqual({});
  });

  it('says the same of the theme as esbuild reads its package.json: components free, stylesheets not', () => {
    const theme = path.resolve('packages/theme/src');
    expect(declaredSideEffects(path.join(theme, 'Layout.tsx'))).toEqual({ sideEffects: false });
    expect(declaredSideEffects(path.join(theme, 'styles', 'theme.css'))).toEqual({});
    expect(declaredSideEffects(path.resolve('packages/client/src/index.ts'))).toEqual({ sideEffects: false });
  });
});
