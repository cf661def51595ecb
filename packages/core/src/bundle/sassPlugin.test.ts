import { mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { temporaryFolder } from '../../../../tests/helpers/temporaryFolder.ts';
import { loadSass } from './sassPlugin.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..', '..');
const installed = (name: string) => path.join(ROOT, 'node_modules', name);

/** A site folder whose node_modules holds these packages (links to the repository's). */
function siteWith(...names: string[]): string {
  const site = temporaryFolder('docs-sass-');
  mkdirSync(path.join(site, 'node_modules'));
  for (const name of names) symlinkSync(installed(name), path.join(site, 'node_modules', name), 'dir');
  return path.join(site, 'node_modules');
}

describe('loadSass', () => {
  it('takes sass-embedded over sass when a folder has both, as Docusaurus\'s sass-loader does', () => {
    expect(loadSass([siteWith('sass', 'sass-embedded')])?.info).toMatch(/^sass-embedded\t/);
  });

  it('takes the nearest folder\'s package, even sass over a sass-embedded further up', () => {
    expect(loadSass([siteWith('sass'), siteWith('sass-embedded')])?.info).toMatch(/^dart-sass\t/);
  });

  it('finds none where no folder has either', () => {
    expect(loadSass([siteWith()])).toBeUndefined();
  });
});
