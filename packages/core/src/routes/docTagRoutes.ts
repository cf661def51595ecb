import type { SiteConfig } from '../config/types.ts';
import type { DocFile } from '../content/types.ts';
import { joinUrl } from '../content/paths.ts';
import { compareText } from '../util/compareText.ts';
import { chunkNameFor } from './routeNames.ts';
import type { RouteRecord } from './types.ts';

export interface PlanDocTagRoutesInput {
  config: SiteConfig;
  docs: DocFile[];
  /** The docs' own routes: a tag page lists each doc by the title and description its page shows. */
  docRoutes: RouteRecord[];
  /** The URL prefix of the docs version the tags are of (the docs' `routeBasePath` for unversioned docs). */
  routeBasePath?: string;
  /** The version's `noIndex`. */
  noindex?: boolean;
}

/** `/tags` with every docs tag and its count, and one page per tag listing its docs (unlisted docs left out). */
export function planDocTagRoutes({ config, docs, docRoutes, routeBasePath = config.docs.routeBasePath, noindex = false }: PlanDocTagRoutesInput): RouteRecord[] {
  const byTag = new Map<string, { label: string; permalink: string; description?: string; docs: DocFile[] }>();
  for (const doc of docs) {
    if (doc.unlisted) continue;
    for (const tag of doc.tags) {
      const entry = byTag.get(tag.permalink) ?? { ...tag, docs: [] };
      entry.docs.push(doc);
      byTag.set(tag.permalink, entry);
    }
  }
  if (byTag.size === 0) return [];
  const allTagsPath = joinUrl(routeBasePath, config.docs.tagsBasePath);
  const titleOf = new Map(docRoutes.map((r) => [r.path, r]));
  const tags = [...byTag.values()].sort((a, b) => compareText(a.label, b.label));
  const routes: RouteRecord[] = [
    {
      path: allTagsPath, kind: 'tags', title: 'Tags', chunkName: chunkNameFor(allTagsPath), component: '@theme/DocTagsListPage', noindex,
      data: { title: 'Tags', tags: tags.map((t) => ({ label: t.label, permalink: t.permalink, count: t.docs.length })) },
    },
  ];
  for (const tag of tags) {
    const title = `${tag.docs.length} doc${tag.docs.length === 1 ? '' : 's'} tagged with "${tag.label}"`;
    routes.push({
      path: tag.permalink, kind: 'tag', title, description: tag.description, chunkName: chunkNameFor(tag.permalink), component: '@theme/DocTagDocListPage', noindex,
      data: {
        title, label: tag.label, allTagsPath, ...(tag.description !== undefined && { description: tag.description }),
        docs: tag.docs
          .map((d) => ({ label: titleOf.get(d.permalink)?.title ?? d.id, href: d.permalink, description: titleOf.get(d.permalink)?.description }))
          .sort((a, b) => compareText(a.label, b.label)),
      },
    });
  }
  return routes;
}
