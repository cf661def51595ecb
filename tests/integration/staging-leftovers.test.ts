import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
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

describe('a build that fails while its feeds are being made', () => {
  it('waits for them before removing its staging folder, and leaves the previous output as it was', async () => {
    const siteDir = copyFixture('blog');
    const first = await buildSite(siteDir);
    expect(first.report.ok, first.result.stderr).toBe(true);
    const before = readFileSync(path.join(siteDir, 'build', 'index.html'), 'utf8');
    // The feeds are made while the app bundles: these take a second more, and the bundle fails meanwhile.
    const config = path.join(siteDir, 'docs.config.ts');
    writeFileSync(
      config,
      readFileSync(config, 'utf8').replace(
        "blogSidebarTitle: 'All news' }",
        "blogSidebarTitle: 'All news', feedOptions: { createFeedItems: async (params) => { await new Promise((resolve) => setTimeout(resolve, 1000)); return params.defaultCreateFeedItems(params); } } }",
      ),
    );
    writeFileSync(path.join(siteDir, 'src', 'pages', 'broken.tsx'), "import { missing } from './nowhere';\nexport default function Broken() {\n  return <p>{missing}</p>;\n}\n");
    const failed = await buildSite(siteDir);
    expect(failed.report.ok).toBe(false);
    expect(failed.report.diagnostics.map((d) => d.message).join('\n')).toContain('nowhere');
    // Give a feed still being written after the removal the time to recreate the folder.
    await sleep(1500);
    expect(workFolders(siteDir)).toEqual([]);
    expect(readFileSync(path.join(siteDir, 'build', 'index.html'), 'utf8')).toBe(before);
  });
});
