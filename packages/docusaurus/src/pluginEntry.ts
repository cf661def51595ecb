/**
 * An entry of `presets`, `plugins` or `themes` as Docusaurus takes it: a name or path, a function
 * (plugins and themes), either with options as `[entry, options]`, or `false`/`null` to switch
 * one off.
 */
export interface PluginEntry {
  /** The name or path as written, or the function's name. */
  name: string;
  options: Record<string, unknown>;
}

/** The entry's name and options; undefined for `false` and `null` (switched off) and for a shape Docusaurus rejects. */
export function readPluginEntry(entry: unknown): PluginEntry | undefined {
  if (entry === false || entry === null) return undefined;
  const [target, options] = Array.isArray(entry) ? entry : [entry, {}];
  const name = typeof target === 'string' ? target : typeof target === 'function' ? target.name || 'an anonymous plugin function' : undefined;
  if (name === undefined) return undefined;
  return { name, options: isObject(options) ? options : {} };
}

/** Whether Docusaurus accepts the entry's shape; `functions` for plugins and themes, which may be functions. */
export function isValidPluginEntry(entry: unknown, functions: boolean): boolean {
  if (entry === false || entry === null || typeof entry === 'string') return true;
  if (functions && typeof entry === 'function') return true;
  if (!Array.isArray(entry) || entry.length !== 2 || !isObject(entry[1])) return false;
  return typeof entry[0] === 'string' || (functions && typeof entry[0] === 'function');
}

export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether a name, as Docusaurus resolves short names (`classic` → `@docusaurus/preset-classic` or
 * `docusaurus-preset-classic`) or a path into the package (`require.resolve('@docusaurus/preset-classic')`),
 * stands for the package `@docusaurus/<kind>-<short>`.
 */
export function namesPackage(name: string, kind: 'preset' | 'plugin' | 'theme', short: string): boolean {
  if (name === short || name === `@docusaurus/${kind}-${short}` || name === `docusaurus-${kind}-${short}`) return true;
  return new RegExp(`[\\\\/](?:@docusaurus[\\\\/]${kind}-${short}|docusaurus-${kind}-${short})(?:[\\\\/]|$)`).test(name);
}

/** Whether a preset entry's name is the classic preset, which `docs` reads natively. */
export const isClassicPreset = (name: string): boolean => namesPackage(name, 'preset', 'classic');

/** Whether the config lists a preset other than the classic one, which only the preset loader can read. */
export function hasOtherPresets(site: Record<string, unknown>): boolean {
  return Array.isArray(site.presets) && site.presets.some((item) => {
    const entry = readPluginEntry(item);
    return entry !== undefined && !isClassicPreset(entry.name);
  });
}
