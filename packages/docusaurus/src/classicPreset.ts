import type { ValuePath } from '../../core/src/util/locateValue.ts';
import { configKey } from './configKeys.ts';
import type { ConfigNotice } from './configNotice.ts';
import { isObject } from './pluginEntry.ts';

/** What the classic preset's options become in our config. */
export interface ClassicPresetOptions {
  docs?: unknown;
  blog?: unknown;
  pages?: unknown;
  gtag?: unknown;
  googleTagManager?: unknown;
  sitemap?: unknown;
  debug?: unknown;
  /** `theme.customCss`: one file or several. */
  customCss?: unknown;
}

/** Options the classic preset knows but `docs` does not implement; each is said at its key. */
const UNIMPLEMENTED = ['googleAnalytics', 'svgr'] as const;
/** Options that become the key of the same name in our config, checked there. */
const PASSED = ['docs', 'blog', 'pages', 'gtag', 'googleTagManager', 'sitemap', 'debug'] as const;

/**
 * Read the classic preset's options (written at `at` in the config): its content plugins' options,
 * the Google tags' options and custom CSS are kept; the rest are notices. A key the preset does not know is an error, as
 * the preset itself stops on one.
 */
export function readClassicPreset(options: Record<string, unknown>, at: ValuePath, notices: ConfigNotice[]): ClassicPresetOptions {
  const out: ClassicPresetOptions = {};
  for (const [key, value] of Object.entries(options)) {
    if (value === undefined) continue;
    if ((PASSED as readonly string[]).includes(key)) out[key as (typeof PASSED)[number]] = value;
    else if (key === 'theme') out.customCss = readThemeOptions(value, [...at, 'theme'], notices);
    else if ((UNIMPLEMENTED as readonly string[]).includes(key)) {
      const entry = configKey(`presets[classic].${key}`);
      notices.push({ severity: entry.state === 'info' ? 'info' : 'warning', code: 'config-unsupported', at: [...at, key], message: `The classic preset's \`${key}\` option is not used by docs. ${entry.loses}`, hint: 'Remove the option to silence this, or keep it for Docusaurus.' });
    } else {
      notices.push({ severity: 'error', code: 'config-invalid', at: [...at, key], message: `\`${key}\` is not an option of the classic preset (it takes debug, docs, blog, pages, sitemap, svgr, theme, gtag, googleTagManager and googleAnalytics).`, hint: 'Docusaurus stops on it too: remove it or move it to the plugin it belongs to.' });
    }
  }
  return out;
}

/** theme-classic's options (the preset's `theme`): its `customCss`; another key is an error, as in Docusaurus. */
export function readThemeOptions(value: unknown, at: ValuePath, notices: ConfigNotice[]): unknown {
  if (!isObject(value)) return undefined;
  for (const key of Object.keys(value)) {
    if (key !== 'customCss') notices.push({ severity: 'error', code: 'config-invalid', at: [...at, key], message: `\`${key}\` is not an option of the classic theme: its one option is \`customCss\`.`, hint: 'Docusaurus stops on it too: remove it.' });
  }
  return value.customCss;
}
