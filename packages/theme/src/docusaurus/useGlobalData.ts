/**
 * Docusaurus plugins publish "global data" (the docs plugin's versions, say). This generator's
 * built-in features publish none, so the whole is empty and asking for one plugin's data is an
 * error that names the plugin, rather than an `undefined` that fails somewhere further on.
 */

export default function useGlobalData(): Record<string, unknown> {
  return {};
}

export function useAllPluginInstancesData<T = unknown>(_pluginName: string): Record<string, T> {
  return {};
}

export function usePluginData<T = unknown>(pluginName: string, pluginId = 'default'): T {
  throw new Error(`usePluginData("${pluginName}", "${pluginId}"): this site has no global data for that plugin; docs keeps no Docusaurus plugin data at runtime. Read what the component needs from useDocusaurusContext().siteConfig.customFields instead.`);
}
