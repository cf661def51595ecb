import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadComponentDocsOffThread } from './docgenOffThread.ts';
import { temporaryFolder } from '../../../../tests/helpers/temporaryFolder.ts';

const siteDir = temporaryFolder('docs-docgen-stop-');
const configFile = path.join(siteDir, 'docs.config.ts');
writeFileSync(configFile, 'export default {};\n');

describe('loadComponentDocsOffThread', () => {
  it('finishes when nothing stops it', async () => {
    const result = await loadComponentDocsOffThread([], siteDir, configFile, new AbortController().signal);
    expect(result.diagnostics).toEqual([]);
  });

  it('gives up at once when docs dev stops, rather than holding the exit', async () => {
    await expect(loadComponentDocsOffThread([], siteDir, configFile, AbortSignal.abort())).rejects.toThrow(/extraction was stopped/);
  });
});
