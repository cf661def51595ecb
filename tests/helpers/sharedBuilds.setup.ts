import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder of this test run where test files share builds they only read (see `sharedPortalBuild`). */
    sharedBuildsDir: string;
  }
}

/** Vitest's global setup: one folder per run for shared builds, removed when the run ends. */
export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(path.join(tmpdir(), 'docs-shared-builds-'));
  project.provide('sharedBuildsDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
