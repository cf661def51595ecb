import { locateValue, parseKeyPath, type ValuePath } from '../util/locateValue.ts';

/**
 * Position of a config key in the config's source, so the error can point at a line and column:
 * found by walking the exported object literal (array items included), or, where the config is
 * not written as one literal, by searching each segment of `navbar.items[0].label` as `name:`
 * after the previous one.
 */
export function locateKey(source: string, keyPath: string): { line: number; column: number } | undefined {
  const path = parseKeyPath(keyPath);
  // A key the object lacks (a required one) is shown at the object that should hold it, never at
  // a key of the same name elsewhere.
  for (let depth = path.length; depth > 0; depth--) {
    const prefix = path.slice(0, depth);
    for (const place of [prefix, ...docusaurusPlaces(prefix)]) {
      const at = locateValue(source, place, { key: true });
      if (at) return at;
    }
  }
  return searchKey(source, keyPath);
}

/** Presets a config lists before the classic one, at most. */
const MAX_PRESET_INDEX = 4;
/** Plugins a config lists before the one whose options are at fault, at most. */
const MAX_PLUGIN_INDEX = 24;

/**
 * Where a `docusaurus.config.*` writes a key of our config: the content plugins' and Google
 * tags' options in the classic preset's options, custom CSS in its `theme`, the lifted theme keys in `themeConfig`.
 */
function docusaurusPlaces(path: ValuePath): ValuePath[] {
  const [head, ...rest] = path;
  const presets = (inner: ValuePath) => Array.from({ length: MAX_PRESET_INDEX }, (_, i): ValuePath => ['presets', i, 1, ...inner]);
  if (head === 'docs' || head === 'blog' || head === 'pages') return presets(path);
  if (head === 'themeConfig' && rest[0] === 'customCss') return presets(['theme', ...rest]);
  // The official plugins' options, in their `[name, options]` entry of `plugins` (sitemap and debug also in the preset's).
  // Without an inner key, any plugin's options would match: only a key inside them is looked for.
  const plugins = (inner: ValuePath) => inner.length === 0 ? [] : Array.from({ length: MAX_PLUGIN_INDEX }, (_, i): ValuePath => ['plugins', i, 1, ...inner]);
  if (head === 'sitemap' || head === 'debug') return [...presets(path), ...plugins(rest)];
  if (head === 'clientRedirects' || head === 'pwa' || head === 'idealImage') return plugins(rest);
  if (head === 'gtag' || head === 'googleTagManager') return [...presets(path), ...plugins(rest)];
  if (typeof head === 'string' && ['navbar', 'footer', 'announcementBar', 'colorMode', 'image', 'metadata'].includes(head)) return [['themeConfig', ...path]];
  return [];
}

function searchKey(source: string, keyPath: string): { line: number; column: number } | undefined {
  const names = keyPath.replace(/\[\d+\]/g, '').split('.').filter(Boolean);
  let from = 0;
  let at = -1;
  for (const name of names) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const re = new RegExp(`(?:^|[\\s{,])(?:${escaped}|'${escaped}'|"${escaped}")\\s*:`, 'g');
    re.lastIndex = from;
    const m = re.exec(source);
    if (!m) return at < 0 ? undefined : toPosition(source, at);
    at = m.index + (/[\s{,]/.test(m[0][0]!) ? 1 : 0);
    from = at + name.length;
  }
  return at < 0 ? undefined : toPosition(source, at);
}

function toPosition(source: string, offset: number): { line: number; column: number } {
  const before = source.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}
