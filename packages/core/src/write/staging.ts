import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * The output is built in a staging folder beside the real one and swapped in only when the whole
 * build succeeded: a failed build leaves the previous output exactly as it was.
 */
export class StagingDir {
  readonly dir: string;

  constructor(readonly outDir: string) {
    this.dir = path.join(path.dirname(outDir), `.${path.basename(outDir)}.staging-${process.pid}`);
  }

  async create(): Promise<void> {
    await rm(this.dir, { recursive: true, force: true });
    await mkdir(this.dir, { recursive: true });
  }

  async commit(): Promise<void> {
    const old = path.join(path.dirname(this.outDir), `.${path.basename(this.outDir)}.old-${process.pid}`);
    if (existsSync(this.outDir)) await rename(this.outDir, old);
    await rename(this.dir, this.outDir);
    await rm(old, { recursive: true, force: true });
  }

  async discard(): Promise<void> {
    await rm(this.dir, { recursive: true, force: true });
  }
}
