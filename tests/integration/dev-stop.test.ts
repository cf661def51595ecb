import { describe, expect, it } from 'vitest';
import { request, startDev } from '../helpers/dev.ts';
import { copyFixture } from '../helpers/site.ts';

/** Resolves once `text()` matches `pattern` (checked as output arrives), or rejects after `ms`. */
function whenSaid(child: import('node:child_process').ChildProcess, text: () => string, pattern: RegExp, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!pattern.test(text())) return;
      clearTimeout(timer);
      child.stdout?.off('data', check);
      child.stderr?.off('data', check);
      resolve();
    };
    const timer = setTimeout(() => reject(new Error(`never said ${pattern}:\n${text()}`)), ms);
    child.stdout?.on('data', check);
    child.stderr?.on('data', check);
    check();
  });
}

/** The exit code, or the signal, once the process ends; `killed` when it was still running after `ms`. */
function exited(child: import('node:child_process').ChildProcess, ms: number): Promise<number | string> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve('killed');
    }, ms);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve(code ?? signal ?? 'unknown');
    });
  });
}

describe('stopping `docs dev`', () => {
  it('ends the process when stopped while it updates the pages after its start-up compile', async () => {
    // A stop arriving mid-update once left the process running for good (the server closed, an
    // esbuild service still answering its pings): a terminal got its prompt back, a CI job hung.
    const dev = await startDev(copyFixture('search'));
    const said = () => dev.stdout() + dev.stderr();
    await request(dev.port, '/search/meta.json');
    await whenSaid(dev.child, said, /Compiled the documents left at start/, 60_000);
    dev.child.kill('SIGTERM');
    expect(await exited(dev.child, 15_000), said()).toBe(0);
  });

  it('ends the process when stopped right after serving its first page, its start-up compile still running', async () => {
    const dev = await startDev(copyFixture('minimal'));
    expect((await request(dev.port, '/docs/intro')).status).toBe(200);
    dev.child.kill('SIGINT');
    expect(await exited(dev.child, 15_000)).toBe(0);
  });
});
