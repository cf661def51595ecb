import type { DocsOptions, SiteConfig } from '../config/types.ts';
import { DEFAULT_DOCS_PLUGIN } from './docsVersions.ts';

/** One docs set's options, with its instance id. */
export type DocsInstance = DocsOptions & { id: string };

/**
 * Every docs set the site builds, the default one (`docs`) first: Docusaurus's docs plugin
 * instances. Our config keeps `docs` for the default so a one-docs-set site, and every stage that
 * reads only it, stays as it was; the others are `docsInstances`.
 */
export function docsInstancesOf(config: Pick<SiteConfig, 'docs' | 'docsInstances'>): DocsInstance[] {
  const first: DocsInstance[] = config.docs.disabled ? [] : [{ ...config.docs, id: DEFAULT_DOCS_PLUGIN }];
  return [...first, ...(config.docsInstances ?? [])];
}

/** The options of the docs set `pluginId` (the default's for an id no set has, which cannot happen for a loaded doc). */
export function docsOptionsOf(config: Pick<SiteConfig, 'docs' | 'docsInstances'>, pluginId: string | undefined): DocsOptions {
  if (!pluginId || pluginId === DEFAULT_DOCS_PLUGIN) return config.docs;
  return config.docsInstances.find((i) => i.id === pluginId) ?? config.docs;
}

/** The config as one docs set's stages read it: that set's options as `docs`. */
export function configForDocs<C extends Pick<SiteConfig, 'docs' | 'docsInstances'>>(config: C, pluginId: string | undefined): C {
  const docs = docsOptionsOf(config, pluginId);
  return docs === config.docs ? config : { ...config, docs };
}
