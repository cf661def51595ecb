import path from 'node:path';
import { feedFilePaths, siteFeeds } from '../blog/feeds.ts';
import { blogsOf } from '../blog/blogInstances.ts';
import type { LoadedSite } from '../build.ts';
import type { CompiledDocument } from '../compile/types.ts';
import { buildSearchIndex } from '../search/buildSearchIndex.ts';
import { SEARCH_DIR } from '../search/engine.ts';

/**
 * Files `docs build` writes after rendering (the search index, the blog's feeds), made by `docs dev`
 * only when a browser asks for one, from the site as it is now, and kept until the next update.
 */
export class GeneratedFiles {
  private search?: Map<string, string>;
  private feeds?: Promise<Map<string, string>>;

  /** Forget what was made: the site changed. */
  reset(): void {
    this.search = undefined;
    this.feeds = undefined;
  }

  /** Whether `urlPath` names one of these files. */
  makes(urlPath: string, site: LoadedSite): boolean {
    return (urlPath.startsWith(`/${SEARCH_DIR}/`) && Boolean(site.config.search)) || feedPaths(site).includes(urlPath);
  }

  /** A generated file by its path inside the base URL, or undefined when there is no such file. */
  async get(urlPath: string, site: LoadedSite, compiled: Map<string, CompiledDocument>, searchWorker: () => Promise<string | undefined>): Promise<string | undefined> {
    const searchPrefix = `/${SEARCH_DIR}/`;
    if (urlPath.startsWith(searchPrefix) && site.config.search) {
      // Asked for only here: the worker is bundled after the pages' bundles (see DevBundler.searchWorker).
      const worker = await searchWorker();
      if (!worker) return undefined;
      this.search ??= buildSearchIndex({ routes: site.routes, compiled, config: site.config, sidebars: site.sidebars.sidebars, worker }).files;
      return this.search.get(urlPath.slice(searchPrefix.length));
    }
    if (!feedPaths(site).includes(urlPath)) return undefined;
    this.feeds ??= this.makeFeeds(site, compiled);
    return (await this.feeds).get(urlPath);
  }

  private async makeFeeds(site: LoadedSite, compiled: Map<string, CompiledDocument>): Promise<Map<string, string>> {
    const feeds = await siteFeeds({ config: site.config, content: site.content, compiled, compileOptions: site.compileOptions, siteDir: path.dirname(site.configFile), configFile: site.configFile });
    return new Map([...feeds].map(([file, text]) => ['/' + file, text]));
  }
}

/** Every blog's feeds and their stylesheets, by path inside the base URL (none for a site without a blog). */
export function feedPaths(site: LoadedSite): string[] {
  return blogsOf(site.config, site.content).flatMap((blog) => feedFilePaths(blog.config).map((p) => '/' + p));
}
