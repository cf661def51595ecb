import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { removeLeftovers, workFolder } from './leftovers.ts';

/**
 * The output is built in a staging folder beside the real one and swapped in only when the whole
 * build succeeded: a failed build leaves the previous output exactly as it was.
 */
export class StagingDir {
  readonly dir: string;

  constructor(readonly outDir: string) {
    this.dir = workFolder(outDir, 'staging', process.pid);
  }

  /** Also clears what killed builds of this output left (this process's own staging folder among them). */
  async create(): Promise<void> {
    await removeLeftovers(this.outDir);
    await mkdir(this.dir, { recursive: true });
  }

  async commit(): Promise<void> {
    const old = workFolder(this.outDir, 'old', process.pid);
    if (existsSync(this.outDir)) await rename(this.outDir, old);
    await rename(this.dir, this.outDir);
    await rm(old, { recursive: true, force: true });
  }

  async discard(): Promise<void> {
    await rm(this.dir, { recursive: true, force: true });
  }
}
