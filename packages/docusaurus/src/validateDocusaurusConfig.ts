import { TOP_LEVEL_KEYS } from './configKeys.ts';
import type { ConfigNotice } from './configNotice.ts';
import { isObject, isValidPluginEntry } from './pluginEntry.ts';

const FUTURE_KEYS = ['v4', 'experimental_faster', 'experimental_storage', 'experimental_router'];

/**
 * What Docusaurus 3 itself refuses in a config, with its reason: the required keys, a site `url`
 * that is not one or carries a path, keys it does not know, malformed `presets`, `plugins` and
 * `themes` entries, and `future` flags that need each other. Keys our own schema checks (the ones
 * passed to our config) are left to it.
 */
export function validateDocusaurusConfig(site: Record<string, unknown>): ConfigNotice[] {
  const errors: ConfigNotice[] = [];
  const fail = (at: ConfigNotice['at'], message: string, hint: string) => errors.push({ severity: 'error', code: 'config-invalid', at, message, hint });

  for (const key of ['title', 'url', 'baseUrl']) {
    if (site[key] === undefined) fail([], `The config has no \`${key}\`, which Docusaurus requires.`, key === 'baseUrl' ? "Add `baseUrl: '/'` (or the path the site is served under)." : `Add \`${key}\` to the exported config.`);
    else if (typeof site[key] !== 'string') fail([key], `\`${key}\` must be a string.`, `Write \`${key}\` as a string.`);
  }
  if (typeof site.url === 'string') {
    let pathname: string | undefined;
    try {
      pathname = new URL(site.url).pathname;
    } catch {
      fail(['url'], `\`url\` "${site.url}" is not a valid URL: it needs a protocol.`, 'Write it as https://example.com.');
    }
    if (pathname !== undefined && pathname !== '/') fail(['url'], `\`url\` must not carry a path ("${pathname}"): the path the site is served under belongs in \`baseUrl\`.`, `Set url to the origin and baseUrl: '${pathname.endsWith('/') ? pathname : pathname + '/'}'.`);
  }
  for (const key of Object.keys(site)) {
    if (!TOP_LEVEL_KEYS.includes(key)) fail([key], `\`${key}\` is not a Docusaurus config key.`, 'Docusaurus rejects it too; put your own values under `customFields`.');
  }
  for (const kind of ['presets', 'plugins', 'themes'] as const) {
    const list = site[kind];
    if (list === undefined) continue;
    if (!Array.isArray(list)) {
      fail([kind], `\`${kind}\` must be an array.`, `Write \`${kind}: [...]\`.`);
      continue;
    }
    list.forEach((entry, i) => {
      if (!isValidPluginEntry(entry, kind !== 'presets')) {
        const shapes = kind === 'presets' ? "a name ('classic') or [name, options]" : 'a name, a path, a function, or [name or function, options]';
        fail([kind, i], `\`${kind}[${i}]\` is not a valid ${kind.slice(0, -1)} entry: it should be ${shapes}.`, 'Fix the entry; Docusaurus rejects it too.');
      }
    });
  }
  if (site.themeConfig !== undefined && !isObject(site.themeConfig)) fail(['themeConfig'], '`themeConfig` must be an object.', 'Write `themeConfig: { ... }`.');
  if (site.future !== undefined) validateFuture(site.future, fail);
  return errors;
}

function validateFuture(future: unknown, fail: (at: ConfigNotice['at'], message: string, hint: string) => void): void {
  if (!isObject(future)) {
    fail(['future'], '`future` must be an object.', 'Write `future: { v4: true }` or remove it.');
    return;
  }
  for (const key of Object.keys(future)) {
    if (!FUTURE_KEYS.includes(key)) fail(['future', key], `\`future.${key}\` is not a Docusaurus future flag (they are ${FUTURE_KEYS.join(', ')}).`, 'Docusaurus rejects it too: remove it.');
  }
  const faster = future.experimental_faster;
  const v4 = future.v4;
  const fasterFlag = (name: string) => faster === true || (isObject(faster) && faster[name] === true);
  const v4Flag = (name: string) => v4 === true || (isObject(v4) && v4[name] === true);
  if (fasterFlag('ssgWorkerThreads') && !v4Flag('removeLegacyPostBuildHeadAttribute')) {
    fail(['future', 'experimental_faster'], '`future.experimental_faster.ssgWorkerThreads` needs `future.v4.removeLegacyPostBuildHeadAttribute`.', 'Docusaurus refuses the config without it: add `v4: true` to `future`.');
  }
  if (isObject(faster) && faster.rspackPersistentCache === true && faster.rspackBundler !== true) {
    fail(['future', 'experimental_faster', 'rspackPersistentCache'], '`future.experimental_faster.rspackPersistentCache` needs `rspackBundler` on.', 'Docusaurus refuses the config without it: set `rspackBundler: true`.');
  }
}
