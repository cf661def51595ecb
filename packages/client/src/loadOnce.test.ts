import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { failedModuleUrl, loadOnce } from './loadOnce.ts';
import { temporaryFolder } from '../../../tests/helpers/temporaryFolder.ts';

describe('loadOnce', () => {
  it('imports once however often it is asked, and gives the module synchronously after', async () => {
    let calls = 0;
    const chunk = loadOnce(async () => (calls++, { answer: 42 }));
    expect(chunk.current()).toBeUndefined();
    const [a, b] = await Promise.all([chunk.load(), chunk.load()]);
    expect(a).toBe(b);
    expect(calls).toBe(1);
    expect(chunk.current()).toEqual({ answer: 42 });
    await chunk.load();
    expect(calls).toBe(1);
  });

  it('forgets a failed load, so the next ask tries again', async () => {
    let calls = 0;
    const chunk = loadOnce(async () => {
      if (++calls === 1) throw new Error('offline');
      return 'in';
    });
    await expect(chunk.load()).rejects.toThrow('offline');
    expect(chunk.current()).toBeUndefined();
    await expect(chunk.load()).resolves.toBe('in');
    expect(calls).toBe(2);
  });

  it('retries a chunk the browser keeps as failed under a new address, and picks from the module each time', async () => {
    const dir = temporaryFolder('docs-load-once-');
    const file = path.join(dir, 'SurveyForm-ABC123.js');
    writeFileSync(file, 'export const SurveyForm = "the form";\n');
    const url = pathToFileURL(file).href;
    let calls = 0;
    // What Chromium does: every import() of the address fails, without a request, once it failed.
    const chunk = loadOnce(
      async (): Promise<{ SurveyForm: string }> => {
        calls++;
        throw new TypeError(`Failed to fetch dynamically imported module: ${url}`);
      },
      (m) => m.SurveyForm,
    );
    await expect(chunk.load()).rejects.toThrow('Failed to fetch');
    await expect(chunk.load()).resolves.toBe('the form');
    expect(chunk.current()).toBe('the form');
    // The importer was asked once; the retry went to the address the failure named.
    expect(calls).toBe(1);
  });

  it("reads the failed script's address from Chromium's and Firefox's errors, and none from Safari's", () => {
    expect(failedModuleUrl(new TypeError('Failed to fetch dynamically imported module: https://docs.example/assets/js/chunks/SurveyForm-G42NEMZB.js'))).toBe('https://docs.example/assets/js/chunks/SurveyForm-G42NEMZB.js');
    expect(failedModuleUrl(new TypeError('error loading dynamically imported module: http://127.0.0.1:3000/assets/js/chunks/LivePlayground-Y2P2CO3V.js?retry=1'))).toBe('http://127.0.0.1:3000/assets/js/chunks/LivePlayground-Y2P2CO3V.js?retry=1');
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeUndefined();
    expect(failedModuleUrl('offline')).toBeUndefined();
  });
});
