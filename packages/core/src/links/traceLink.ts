import { applyTrailingSlash } from '../../../client/src/trailingSlash.ts';
import type { ConfigLink } from './configLinks.ts';
import type { LinkCheckPage } from './linkCheckPage.ts';
import type { Locate, TextPosition } from './locateInFile.ts';
import { safeDecode } from './resolveLink.ts';

/** Where a link found only in a page's HTML was written. */
export type LinkOrigin =
  /** Found as a literal in a file: JSX in an MDX document, a `.tsx` page, a component. */
  | { kind: 'source'; file: string; position: TextPosition }
  | { kind: 'config'; link: ConfigLink }
  /** Not found anywhere, or (`files`) written in several files, none of them the page's own. */
  | { kind: 'unknown'; files: string[] };

export interface LinkTracerOptions {
  baseUrl: string;
  configLinks: ConfigLink[];
  /** The site's own code, searched for the link's literal when nothing closer holds it. */
  sourceFiles: string[];
  locate: Locate;
}

const CODE_FILE = /\.(?:[cm]?[jt]sx?)$/;

/**
 * Traces a link in a page's rendered HTML back to its source, nearest first: the documents the
 * page shows (JSX links are not in their Markdown links), the config's navbar, footer and
 * announcement bar, the page's own component, then the site's code if exactly one file has it.
 */
export class LinkTracer {
  private readonly bySite = new Map<string, LinkOrigin>();

  constructor(private readonly o: LinkTracerOptions) {}

  trace(page: LinkCheckPage, href: string): LinkOrigin {
    const forms = this.literalForms(href);
    const own = [...new Set([...page.documents.map((d) => d.file), ...(page.source && CODE_FILE.test(page.source) ? [page.source] : [])])];
    for (const file of own) {
      const position = this.find(file, forms);
      if (position) return { kind: 'source', file, position };
    }
    if (!this.bySite.has(href)) this.bySite.set(href, this.traceInSite(forms));
    return this.bySite.get(href)!;
  }

  private traceInSite(forms: string[]): LinkOrigin {
    const link = this.o.configLinks.find((c) => forms.includes(c.url) || forms.includes(safeDecode(c.url)));
    if (link) return { kind: 'config', link };
    const found = this.o.sourceFiles.flatMap((file) => {
      const position = this.find(file, forms);
      return position ? [{ file, position }] : [];
    });
    return found.length === 1 ? { kind: 'source', ...found[0]! } : { kind: 'unknown', files: found.map((f) => f.file) };
  }

  private find(file: string, forms: string[]): TextPosition | undefined {
    for (const form of forms) {
      const position = this.o.locate(file, form);
      if (position) return position;
    }
    return undefined;
  }

  /**
   * The ways the link may be written: as rendered, without the base URL `<Link>` adds, decoded,
   * and without the trailing slash `<Link>` adds under `trailingSlash: true`.
   */
  private literalForms(href: string): string[] {
    const base = this.o.baseUrl;
    const unbased = base !== '/' && href.startsWith(base) ? '/' + href.slice(base.length) : href;
    const forms = [href, unbased, safeDecode(href), safeDecode(unbased)];
    return [...new Set([...forms, ...forms.map((form) => applyTrailingSlash(form, false, base))])];
  }
}
