// "With one build running beside it": issue 28 scores pages while the machine is also building a
// site, as a developer's laptop or a shared CI runner is. A private copy of the portal is built
// cold again and again (its cache removed before each build) until the scoring is done, so the
// load is the same real work through the whole measurement, not a synthetic CPU spinner.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { copyPortal } from './portalCopy.mjs';

/**
 * Runs `use()` while cold portal builds loop in a child process; resolves with what `use` returned
 * and how many builds started. The loop stops (and its build is killed) as soon as `use` settles.
 */
export async function withBuildBeside(root, use, { log = () => {} } = {}) {
  const siteDir = copyPortal(root, 'beside');
  let stopping = false;
  let child;
  let builds = 0;
  const loop = (async () => {
    while (!stopping) {
      rmSync(path.join(siteDir, '.docs'), { recursive: true, force: true });
      builds++;
      const code = await new Promise((resolve) => {
        child = spawn(process.execPath, [path.join(root, 'bin', 'docs.js'), 'build', siteDir], { env: { ...process.env, CI: 'true' }, stdio: 'ignore' });
        child.on('exit', resolve);
      });
      // A build that fails for its own reasons would turn the loop into a spinner of failed starts.
      if (code !== 0 && !stopping) throw new Error(`The build beside exited with ${code}.`);
    }
  })();
  try {
    const result = await Promise.race([use(), loop.then(() => undefined)]);
    log(`  (${builds} cold portal build${builds === 1 ? '' : 's'} started beside)\n`);
    return { result, builds };
  } finally {
    stopping = true;
    child?.kill('SIGTERM');
    await loop.catch(() => {});
    rmSync(siteDir, { recursive: true, force: true });
  }
}
