import type { ValuePath } from '../../core/src/util/locateValue.ts';
import type { Severity } from '../../core/src/diagnostics/diagnostic.ts';

/** Something to say about one key of a Docusaurus config, located later at `at` in the file. */
export interface ConfigNotice {
  severity: Severity;
  code: 'config-unsupported' | 'config-invalid' | 'plugin-missing' | 'plugin-failed';
  /** The key's place in what the config file exports: `['plugins', 1]`. */
  at: ValuePath;
  message: string;
  hint?: string;
}

/** `plugins[1]`, `presets[0][1].gtag`: a value path as the author reads it. */
export function keyName(at: ValuePath): string {
  return at.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
}
