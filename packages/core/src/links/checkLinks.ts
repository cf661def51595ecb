import { applyTrailingSlash } from '../../../client/src/trailingSlash.ts';
import type { ReportingSeverity } from '../config/types.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { severityOf } from '../diagnostics/reportingSeverity.ts';
import type { PathAlias } from './closest.ts';
import type { ConfigLink } from './configLinks.ts';
import type { LinkCheckPage } from './linkCheckPage.ts';
import { locateInFile, type Locate, type TextPosition } from './locateInFile.ts';
import { LinkResolver, safeDecode, type LinkProblem } from './resolveLink.ts';
import { LinkTracer, type LinkOrigin } from './traceLink.ts';

export type { LinkCheckPage, ShownDocument } from './linkCheckPage.ts';

export interface CheckLinksOptions {
  pages: LinkCheckPage[];
  baseUrl: string;
  /** Output files besides pages (static files, assets) that links may point to. */
  files: Set<string>;
  /** The navbar, footer and announcement bar links, located in the config file. */
  configLinks?: ConfigLink[];
  /** The site's own code, where a link found only in the HTML is searched for. */
  sourceFiles?: string[];
  /** Other names of routes (doc ids), for suggestions. */
  aliases?: PathAlias[];
  /** Where a link is written in a file; reads the file each time unless given a cached one. */
  locate?: Locate;
  /** The config's `onBrokenLinks` / `onBrokenAnchors`: each finding's level, `ignore` for none (default `warn`). */
  reporting?: { links: ReportingSeverity; anchors: ReportingSeverity };
  /** The config's `trailingSlash`, for relative links. */
  trailingSlash?: boolean;
  /** The other locales' baseUrls, whose pages another build checks. */
  foreignPrefixes?: string[];
}


/** One broken link at one place in a source, and every page that shows it. */
interface Finding {
  href: string;
  problem: LinkProblem;
  origin: LinkOrigin | { kind: 'document'; file: string; position: TextPosition };
  pages: string[];
}

/**
 * A link as the page's HTML and its source may each write it: decoded, and without a trailing
 * slash, which `trailingSlash: true` adds to the rendered link and not to the written one.
 */
const writtenKey = (href: string) => applyTrailingSlash(safeDecode(href), false);

/**
 * Check every internal link and anchor of the rendered pages, and report each broken one once,
 * at the place it is written: a post shown on the blog list, a tag page and its own page is one
 * warning at the post's line; a navbar link is one warning at the config's line.
 */
export function checkLinks(o: CheckLinksOptions): Diagnostic[] {
  const resolver = new LinkResolver({ pages: o.pages, baseUrl: o.baseUrl, files: o.files, aliases: o.aliases, trailingSlash: o.trailingSlash, foreignPrefixes: o.foreignPrefixes });
  const tracer = new LinkTracer({ baseUrl: o.baseUrl, configLinks: o.configLinks ?? [], sourceFiles: o.sourceFiles ?? [], locate: o.locate ?? locateInFile });
  // A `#anchor` in a document means a heading of the document's own page, wherever it is shown.
  const homeOf = new Map(o.pages.flatMap((p) => (p.source ? [[p.source, p.path] as const] : [])));
  const findings = new Map<string, Finding>();
  const add = (key: string, finding: Omit<Finding, 'pages'>, page: string) => {
    const known = findings.get(key) ?? { ...finding, pages: [] };
    if (!known.pages.includes(page)) known.pages.push(page);
    findings.set(key, known);
  };

  for (const page of o.pages) {
    if (page.path === '/404') continue;
    const written = new Set<string>();
    for (const doc of page.documents) {
      for (const link of doc.links) {
        written.add(writtenKey(link.url));
        const problem = resolver.problem(link.url.startsWith('#') ? homeOf.get(doc.file) ?? page.path : page.path, link.url);
        const position = { line: link.line, column: link.column };
        if (problem) add(placeKey(doc.file, position, link.url), { href: link.url, problem, origin: { kind: 'document', file: doc.file, position } }, page.path);
      }
    }
    for (const href of page.hrefs) {
      if (written.has(writtenKey(href))) continue;
      written.add(writtenKey(href));
      const problem = resolver.problem(page.path, href);
      if (!problem) continue;
      const origin = tracer.trace(page, href);
      add(originKey(origin, href), { href, problem, origin }, page.path);
    }
  }
  return [...findings.values()].flatMap((f) => {
    const severity = severityOf((f.problem.kind === 'anchor' ? o.reporting?.anchors : o.reporting?.links) ?? 'warn');
    return severity ? [{ ...diagnosticOf(f), severity }] : [];
  });
}

function placeKey(file: string, position: TextPosition | undefined, href: string): string {
  return [file, position?.line ?? '', position?.column ?? '', href].join('\0');
}

function originKey(origin: LinkOrigin, href: string): string {
  if (origin.kind === 'config') return placeKey(origin.link.file, origin.link.position, href);
  if (origin.kind === 'source') return placeKey(origin.file, origin.position, href);
  return placeKey('', undefined, href);
}

function diagnosticOf(f: Finding): Diagnostic {
  const { origin, problem } = f;
  const where = origin.kind === 'config' ? { file: origin.link.file, ...origin.link.position } : origin.kind === 'unknown' ? {} : { file: origin.file, ...origin.position };
  const item = origin.kind === 'config' ? ` in the ${origin.link.place}${origin.link.label ? ` (item "${origin.link.label}")` : ''}` : '';
  return {
    severity: 'warning',
    code: 'broken-link',
    ...where,
    message: `Broken link "${f.href}"${item}: it ${problem.reason}.${shownOn(f)}`,
    hint: problem.closest ? `Did you mean ${problem.closest}?` : whatToDo(problem),
  };
}

/** Which pages show the link, when that helps: never for the config (every page), always when the source is unknown. */
function shownOn({ origin, pages }: Finding): string {
  const list = `${pages.slice(0, 3).join(', ')}${pages.length > 3 ? ', ...' : ''}`;
  const onPages = pages.length === 1 ? `page ${pages[0]}` : `${pages.length} pages (${list})`;
  if (origin.kind === 'config') return '';
  if (origin.kind === 'unknown') {
    const files = origin.files.length ? ` It is written in several files (${origin.files.join(', ')}): check which one renders it on these pages.` : ' It is in no Markdown document, config item or file of the site, so it comes from a theme component or a plugin.';
    return ` Found on ${onPages}.${files}`;
  }
  return pages.length > 1 ? ` It shows on ${onPages}.` : '';
}

function whatToDo(problem: LinkProblem): string {
  if (problem.kind === 'anchor') return `Link to one of the headings of ${problem.target}, or give the heading meant the id with \`{#${problem.id}}\`.`;
  return `No page has a path close to it: correct the link to an existing page, or remove it.`;
}
