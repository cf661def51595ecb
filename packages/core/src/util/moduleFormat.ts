import { readFileSync } from 'node:fs';
import path from 'node:path';

export type ModuleFormat = 'commonjs' | 'module';

/**
 * How Node reads a file: `.cjs`/`.cts` as CommonJS, `.mjs`/`.mts` as ESM, anything else by the
 * `"type"` of the nearest package.json above it (CommonJS when absent).
 */
export function moduleFormatOf(file: string): ModuleFormat {
  if (/\.c[jt]s$/.test(file)) return 'commonjs';
  if (/\.m[jt]s$/.test(file)) return 'module';
  return packageTypeAt(path.dirname(file));
}

function packageTypeAt(dir: string): ModuleFormat {
  for (let at = dir; ; at = path.dirname(at)) {
    let text: string | undefined;
    try {
      text = readFileSync(path.join(at, 'package.json'), 'utf8');
    } catch {
      text = undefined;
    }
    if (text !== undefined) {
      try {
        return (JSON.parse(text) as { type?: string }).type === 'module' ? 'module' : 'commonjs';
      } catch {
        return 'commonjs';
      }
    }
    if (path.dirname(at) === at) return 'commonjs';
  }
}
