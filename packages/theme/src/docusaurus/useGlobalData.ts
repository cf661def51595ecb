import { useSiteConfig } from '@docs/client';

/**
 * Docusaurus plugins publish "global data" with `setGlobalData`: the site's plugins run by the
 * plugin host do, by plugin name and id. As in Docusaurus, an instance's data nobody published is
 * `undefined`, and an error with `{ failfast: true }`, which names what was published.
 */

export default function useGlobalData(): Record<string, Record<string, unknown>> {
  return useSiteConfig().globalData ?? {};
}

/** Every instance's data of one plugin; none (an empty object, as a swizzled component iterating it expects) when it published nothing. */
export function useAllPluginInstancesData<T = unknown>(pluginName: string, options: { failfast?: boolean } = {}): Record<string, T> {
  const all = useGlobalData();
  const data = all[pluginName];
  if (!data && options.failfast) throw new Error(`useAllPluginInstancesData("${pluginName}"): no plugin of that name published global data. ${published(all)}`);
  return (data ?? {}) as Record<string, T>;
}

export function usePluginData<T = unknown>(pluginName: string, pluginId = 'default', options: { failfast?: boolean } = {}): T {
  const all = useGlobalData();
  const data = all[pluginName]?.[pluginId];
  if (data === undefined && options.failfast) {
    throw new Error(`usePluginData("${pluginName}", "${pluginId}"): that plugin instance published no global data (with setGlobalData in contentLoaded). ${published(all)}`);
  }
  return data as T;
}

function published(all: Record<string, Record<string, unknown>>): string {
  const names = Object.entries(all).flatMap(([name, ids]) => Object.keys(ids).map((id) => `${name} (${id})`));
  return names.length ? `Plugins that did: ${names.join(', ')}.` : 'No plugin of this site published any.';
}
