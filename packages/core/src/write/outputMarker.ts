import { readFileSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A file every output of `docs build` holds, so a build (and `docs clear`) can tell a folder it
 * wrote, which it may replace whole, from one that holds someone's files. A file of its own rather
 * than `manifest.json`, which is also the usual name of a web app manifest.
 */
export const OUTPUT_MARKER = '.docs-output';

/** The same bytes in every output: builds stay reproducible. */
const MARKER_TEXT = 'This folder is the output of `docs build`, which replaces all of it on each build: keep nothing else here.\n';

export async function writeOutputMarker(dir: string): Promise<void> {
  await writeFile(path.join(dir, OUTPUT_MARKER), MARKER_TEXT);
}

/** Whether `dir` is an output of `docs build`: it has the marker, or the manifest of a build made before the marker. */
export function isBuildOutput(dir: string): boolean {
  if (statSync(path.join(dir, OUTPUT_MARKER), { throwIfNoEntry: false })?.isFile()) return true;
  return isOurManifest(path.join(dir, 'manifest.json'));
}

/** The route manifest (write/manifest.ts) has keys no web app manifest has. */
function isOurManifest(file: string): boolean {
  try {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    const entry = manifest.entry as Record<string, unknown> | undefined;
    return manifest.version === 1 && typeof manifest.routesIndex === 'string' && Array.isArray(manifest.routes) && typeof entry?.js === 'string';
  } catch {
    return false;
  }
}
