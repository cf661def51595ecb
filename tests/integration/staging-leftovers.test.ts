import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { buildSite, CLI, copyFixture } from '../helpers/site.ts';

const workFolders = (siteDir: string) => readdirSync(siteDir).filter((name) => /^\.build\.(staging|old)-\d+$/.test(name));

describe('a build killed with SIGKILL', () => {
  it('leaves its staging folder, which the next build removes', async () => {
    const siteDir = copyFixture('minimal');
    const killed = spawn(process.execPath, [CLI, 'build', siteDir], { env: { ...process.env, CI: 'true' }, stdio: 'ignore' });
    const staging = path.join(siteDir, `.build.staging-${killed.pid}`);
    while (!existsSync(staging)) {
      expect(killed.exitCode, 'the build ended before its staging folder was seen').toBeNull();
      await sleep(10);
    }
    killed.kill('SIGKILL');
    await once(killed, 'exit');
    expect(workFolders(siteDir)).toEqual([path.basename(staging)]);

    const next = await buildSite(siteDir);
    expect(next.report.ok, next.result.stderr).toBe(true);
    expect(workFolders(siteDir)).toEqual([]);
    expect(next.exists('index.html')).toBe(true);
  });
});
