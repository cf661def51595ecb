import type { PluggableList } from 'unified';
import type { ContentPluginOptions, SiteConfig } from '../config/types.ts';
import type { ContentSection } from '../content/types.ts';
import { hashOf } from '../util/hash.ts';
import { blamePlugins } from './blamePlugin.ts';

/**
 * Where a compile thread finds the site's remark/rehype plugins. Plugins are functions, which
 * cannot be sent to a worker thread: each thread imports the config itself, once.
 */
export interface ContentPluginSource {
  siteDir: string;
  /** Changes whenever a plugin or its options change, so cached documents compiled with others are not reused. */
  key: string;
}

const SECTIONS: ContentSection[] = ['docs', 'blog', 'pages'];
const LISTS = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'] as const;

function optionsOf(config: SiteConfig, section: ContentSection): ContentPluginOptions {
  if (section === 'docs') return config.docs;
  if (section === 'blog') return config.blog || {};
  return config.pages;
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
  for (const section of SECTIONS) {
    const options = optionsOf(config, section);
    for (const list of LISTS) if (options[list]?.length) parts.push(`${section}.${list}=${describePlugins(options[list]!)}`);
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
export async function pluginsFor(source: ContentPluginSource | undefined, section: ContentSection | undefined): Promise<SectionPlugins> {
  if (!source || !section) return NONE;
  let config = configs.get(source.key);
  if (!config) {
    const { loadConfig } = await import('../config/loadConfig.ts');
    config = loadConfig(source.siteDir).then((loaded) => loaded.config);
    configs.set(source.key, config);
  }
  const options = optionsOf(await config, section);
  const list = (key: (typeof LISTS)[number]) => blamePlugins((options[key] ?? []) as PluggableList, `${section}.${key}`);
  return { beforeRemark: list('beforeDefaultRemarkPlugins'), remark: list('remarkPlugins'), beforeRehype: list('beforeDefaultRehypePlugins'), rehype: list('rehypePlugins') };
}
