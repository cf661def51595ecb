import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { checkLinks, type LinkCheckPage } from '../links/checkLinks.ts';
import { linkSources } from '../links/linkSources.ts';
import { cachedLocator } from '../links/locateInFile.ts';
import type { DevSession } from './devSession.ts';

const keyOf = (d: Diagnostic) => `${d.file ?? ''}:${d.line ?? ''}:${d.column ?? ''}:${d.message}`;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Broken links while developing, found the way `docs build` finds them (against the rendered
 * pages): every page is rendered once in the background after start and after a full update, the
 * changed pages again after a document update. Each broken link is reported once, when it appears.
 */
export class DevLinkCheck {
  private readonly pages = new Map<string, LinkCheckPage>();
  private reported = new Set<string>();
  private queue: Promise<void> = Promise.resolve();
  private stopped = false;
  private checkedAll = false;

  constructor(
    private readonly session: DevSession,
    private readonly report: (diagnostics: Diagnostic[]) => void,
  ) {}

  /** Check again after these pages (every page for `*`) changed; checks run one after another. */
  refresh(paths: string[] | '*'): Promise<void> {
    this.queue = this.queue.then(() => this.run(paths)).catch(() => undefined);
    return this.queue;
  }

  /** No more checks: the server is closing. Resolves when the one under way has given up. */
  stop(): Promise<void> {
    this.stopped = true;
    return this.queue;
  }

  private async run(asked: string[] | '*'): Promise<void> {
    // Until every page was checked once, a check of a few would take the others for missing.
    const paths = this.checkedAll ? asked : '*';
    const routes = this.session.site?.routes ?? [];
    const wanted = paths === '*' ? routes : routes.filter((r) => paths.includes(r.path));
    if (paths === '*') this.pages.clear();
    for (const route of wanted) {
      // One page a turn: requests from the browser are answered in between.
      await nextTurn();
      if (this.stopped) return;
      const page = await this.session.linkCheckPage(route.path).catch(() => undefined);
      if (page) this.pages.set(route.path, page);
      else this.pages.delete(route.path);
    }
    const site = this.session.site;
    if (!site || this.stopped) return;
    this.checkedAll = true;
    const sources = linkSources({ siteDir: this.session.siteDir, config: site.config, configFile: site.configFile, content: site.content });
    const diagnostics = checkLinks({ baseUrl: site.config.baseUrl, locate: cachedLocator(), files: this.session.linkTargets(), pages: [...this.pages.values()], ...sources, reporting: { links: site.config.onBrokenLinks, anchors: site.config.onBrokenAnchors }, trailingSlash: site.config.trailingSlash });
    const fresh = diagnostics.filter((d) => !this.reported.has(keyOf(d)));
    // A link fixed and broken again is reported again.
    this.reported = new Set(diagnostics.map(keyOf));
    if (fresh.length) this.report(fresh);
  }
}
