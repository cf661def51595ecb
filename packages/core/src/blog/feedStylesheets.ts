import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BlogOptions } from '../config/types.ts';
import { BuildError } from '../diagnostics/diagnostic.ts';

/**
 * Docusaurus's `feedOptions.xslt`: an XSL stylesheet (and the CSS beside it) that a browser opening
 * the RSS or Atom feed renders it with, instead of showing raw XML. `true` uses the built-in ones
 * for both feeds; `{ rss, atom }` says per feed: `true` the built-in one, a path (relative to the
 * blog folder) the site's own, whose `.css` of the same name must sit beside it.
 */
export type XsltFeed = 'rss' | 'atom';

/** Per feed, the stylesheet: `builtin`, a path, or none. */
export type XsltChoice = Partial<Record<XsltFeed, 'builtin' | string>>;

export function xsltChoice(option: BlogOptions['feedOptions']['xslt']): XsltChoice {
  if (option === true) return { rss: 'builtin', atom: 'builtin' };
  if (!option || typeof option !== 'object') return {};
  const pick = (value: unknown) => (value === true ? 'builtin' : typeof value === 'string' && value ? value : undefined);
  const choice: XsltChoice = {};
  for (const feed of ['rss', 'atom'] as const) {
    const picked = pick(option[feed]);
    if (picked) choice[feed] = picked;
  }
  return choice;
}

/** The stylesheet's file name beside the feed, as the `<?xml-stylesheet?>` line names it. */
export function xsltFileName(feed: XsltFeed, choice: XsltChoice): string | undefined {
  const picked = choice[feed];
  if (!picked) return undefined;
  return picked === 'builtin' ? `${feed}.xsl` : path.basename(picked);
}

/** The files a feed's stylesheet adds beside it: the XSL and its CSS. */
export function xsltFileNames(feed: XsltFeed, choice: XsltChoice): string[] {
  const xsl = xsltFileName(feed, choice);
  return xsl ? [xsl, xsl.replace(/\.[^.]+$/, '') + '.css'] : [];
}

/** The feed with its stylesheet line after the XML declaration. */
export function withStylesheet(feedXml: string, xslName: string | undefined): string {
  if (!xslName) return feedXml;
  const declaration = '<?xml version="1.0" encoding="utf-8"?>';
  return feedXml.replace(declaration, `${declaration}\n<?xml-stylesheet type="text/xsl" href="${xslName.replace(/[&"<>]/g, '')}"?>`);
}

/** The stylesheet files of a feed, by name: the built-in ones, or the site's read from beside the blog. */
export async function xsltFiles(feed: XsltFeed, choice: XsltChoice, blogDir: string | undefined, configFile: string | undefined): Promise<Map<string, string>> {
  const picked = choice[feed];
  const [xslName, cssName] = xsltFileNames(feed, choice);
  if (!picked || !xslName || !cssName) return new Map();
  if (picked === 'builtin') return new Map([[xslName, feed === 'rss' ? RSS_XSL : ATOM_XSL], [cssName, FEED_CSS]]);
  const xsl = path.resolve(blogDir ?? '.', picked);
  const css = path.join(path.dirname(xsl), cssName);
  const missing = [xsl, css].find((f) => !existsSync(f));
  if (missing) {
    throw new BuildError([{ severity: 'error', code: 'feed-xslt', file: configFile, message: `The blog's \`feedOptions.xslt.${feed}\` names ${picked}, but ${missing} does not exist.`, hint: `Put the XSL file in the blog folder with a CSS file of the same name beside it (${cssName}), or set \`xslt.${feed}: true\` for the built-in one.` }]);
  }
  return new Map([[xslName, await readFile(xsl, 'utf8')], [cssName, await readFile(css, 'utf8')]]);
}

// The built-in stylesheets: a readable page of the feed's title, description and entries, each
// entry linking to its post. The CSS is a file of its own, as Docusaurus lays its stylesheets out.

const page = (stylesheet: string, title: string, subtitle: string, entries: string) => `<?xml version="1.0" encoding="utf-8"?>
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xmlns:atom="http://www.w3.org/2005/Atom">
  <xsl:output method="html" version="5" encoding="utf-8" indent="yes"/>
  <xsl:template match="/">
    <html lang="en">
      <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title><xsl:value-of select="${title}"/> (feed)</title>
        <link rel="stylesheet" href="${stylesheet}"/>
      </head>
      <body>
        <main class="feed">
          <p class="feed-notice">This is a web feed: copy its address into a feed reader to follow new posts.</p>
          <h1><xsl:value-of select="${title}"/></h1>
          <p class="feed-subtitle"><xsl:value-of select="${subtitle}"/></p>
          <ol class="feed-entries">
${entries}
          </ol>
        </main>
      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>
`;

/** The list of entries: XPath selects of the entries and, within each, of its link, title, date and summary. */
const entries = (each: string, link: string, title: string, date: string, summary: string) => `            <xsl:for-each select="${each}">
              <li class="feed-entry">
                <a href="{${link}}"><xsl:value-of select="${title}"/></a>
                <span class="feed-date"><xsl:value-of select="${date}"/></span>
                <p><xsl:value-of select="${summary}"/></p>
              </li>
            </xsl:for-each>`;

const RSS_XSL = page('rss.css', '/rss/channel/title', '/rss/channel/description', entries('/rss/channel/item', 'link', 'title', 'substring(pubDate, 6, 11)', 'description'));

const ATOM_XSL = page('atom.css', '/atom:feed/atom:title', '/atom:feed/atom:subtitle', entries('/atom:feed/atom:entry', 'atom:link/@href', 'atom:title', 'substring(atom:published, 1, 10)', 'atom:summary'));

const FEED_CSS = `body { margin: 0; font: 16px/1.6 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1c1e21; background: #fff; }
.feed { max-width: 42rem; margin: 0 auto; padding: 2rem 1rem; }
.feed-notice { padding: 0.75rem 1rem; border-radius: 6px; background: #eef3fb; font-size: 0.9rem; }
.feed-subtitle { color: #525860; }
.feed-entries { list-style: none; padding: 0; }
.feed-entry { padding: 1rem 0; border-top: 1px solid #dadde1; }
.feed-entry a { font-weight: 600; font-size: 1.1rem; }
.feed-date { display: block; color: #525860; font-size: 0.85rem; }
@media (prefers-color-scheme: dark) {
  body { color: #e3e3e3; background: #1b1b1d; }
  .feed-notice { background: #242b38; }
  .feed-subtitle, .feed-date { color: #a8adb3; }
  .feed-entry { border-color: #444950; }
}
`;
