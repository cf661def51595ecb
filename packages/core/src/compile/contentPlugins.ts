import type { PluggableList } from 'unified';
import type { ContentPluginOptions, SiteConfig } from '../config/types.ts';
import type { ContentSection } from '../content/types.ts';
import { hashOf } from '../util/hash.ts';
import { blamePlugins } from './blamePlugin.ts';
import type { ContentPluginSource } from './types.ts';

export type { ContentPluginSource } from './types.ts';

const SECTIONS: ContentSection[] = ['docs', 'blog', 'pages'];
const LISTS = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'] as const;

/** A section's options, and where the config has them (for the error of a plugin that fails). */
function optionsOf(config: SiteConfig, section: ContentSection, pluginId?: string): { options: ContentPluginOptions; at: string } {
  // A further docs set or blog has its own plugin lists.
  if (pluginId && pluginId !== 'default' && section !== 'pages') {
    const instances: { id: string }[] = section === 'docs' ? config.docsInstances : config.blogInstances;
    const i = instances.findIndex((d) => d.id === pluginId);
    if (i >= 0) return { options: instances[i] as ContentPluginOptions, at: `${section}Instances[${i}]` };
  }
  if (section === 'docs') return { options: config.docs, at: section };
  if (section === 'blog') return { options: config.blog || {}, at: section };
  return { options: config.pages, at: section };
}

/** Every section's options with where they are, further docs sets and blogs included. */
function everyOptions(config: SiteConfig): { options: ContentPluginOptions; at: string }[] {
  const instances = [...config.docsInstances.map((d) => ['docs', d.id] as const), ...config.blogInstances.map((b) => ['blog', b.id] as const)];
  return [...SECTIONS.map((section) => optionsOf(config, section)), ...instances.map(([section, id]) => optionsOf(config, section, id))];
}

/** Text that identifies a plugin list: each function's source and its options. */
function describePlugins(list: unknown[]): string {
  const seen = new WeakSet<object>();
  return JSON.stringify(list, (_key, value: unknown) => {
    if (typeof value === 'function') return `fn:${value.name}:${hashOf(value.toString())}`;
    if (typeof value === 'object' && value !== null) {
      if (seen.has(value)) return '[circular]';
      seen.add(value);
    }
    return value;
  });
}

/** The plugin source for the compile options, or undefined when the site adds no plugins. */
export function contentPluginSource(config: SiteConfig, siteDir: string): ContentPluginSource | undefined {
  const parts: string[] = [];
  for (const { options, at } of everyOptions(config)) {
    for (const list of LISTS) if (options[list]?.length) parts.push(`${at}.${list}=${describePlugins(options[list]!)}`);
  }
  return parts.length ? { siteDir, key: hashOf(...parts) } : undefined;
}

export interface SectionPlugins {
  beforeRemark: PluggableList;
  remark: PluggableList;
  beforeRehype: PluggableList;
  rehype: PluggableList;
}

const NONE: SectionPlugins = { beforeRemark: [], remark: [], beforeRehype: [], rehype: [] };
const configs = new Map<string, Promise<SiteConfig>>();

/** The plugins of a document's section, importing the config on this thread the first time. */
export async function pluginsFor(source: ContentPluginSource | undefined, section: ContentSection | undefined, pluginId?: string): Promise<SectionPlugins> {
  if (!source || !section) return NONE;
  let config = configs.get(source.key);
  if (!config) {
    const { loadConfig } = await import('../config/loadConfig.ts');
    config = loadConfig(source.siteDir).then((loaded) => loaded.config);
    configs.set(source.key, config);
  }
  const { options, at } = optionsOf(await config, section, pluginId);
  const list = (key: (typeof LISTS)[number]) => blamePlugins((options[key] ?? []) as PluggableList, `${at}.${key}`);
  return { beforeRemark: list('beforeDefaultRemarkPlugins'), remark: list('remarkPlugins'), beforeRehype: list('beforeDefaultRehypePlugins'), rehype: list('rehypePlugins') };
}
