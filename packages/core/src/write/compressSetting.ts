import type { CompressSetting } from '../config/types.ts';
import type { Encoding } from './precompress.ts';

/** The compressed copies a `compress` setting asks for; none unless it says so. */
export function encodingsOf(setting: CompressSetting | undefined): Encoding[] {
  if (setting === true) return ['br', 'gzip'];
  if (setting === 'brotli') return ['br'];
  if (setting === 'gzip') return ['gzip'];
  return [];
}

/**
 * `docs build --compress[=brotli|gzip]` / `--no-compress`, as the CLI parser hands it over: true
 * for the bare flag, false for its negation, else the value; undefined leaves the config's setting.
 * Throws with what it takes for anything else.
 */
export function compressFlag(value: string | boolean | undefined): CompressSetting | undefined {
  if (value === undefined || typeof value === 'boolean') return value;
  if (value === 'brotli' || value === 'gzip') return value;
  if (value === 'both' || value === 'true') return true;
  if (value === 'none' || value === 'false') return false;
  throw new Error(`--compress takes brotli, gzip or both (or nothing, for both), not "${value}".`);
}
