import type { ReportingSeverity, SiteConfig } from '../config/types.ts';
import type { Diagnostic, Severity } from './diagnostic.ts';

/** Docusaurus's reporting levels as ours: `throw` fails the build, `log` is an info, `ignore` drops it. */
export function severityOf(level: ReportingSeverity): Severity | undefined {
  return level === 'throw' ? 'error' : level === 'warn' ? 'warning' : level === 'log' ? 'info' : undefined;
}

type ReportingConfig = Pick<SiteConfig, 'onBrokenMarkdownLinks' | 'onDuplicateRoutes' | 'markdown'>;

/** The diagnostics whose level the config sets, by code, and the level it sets. */
function levels(config: ReportingConfig): Record<string, ReportingSeverity | undefined> {
  const images = config.markdown.hooks?.onBrokenMarkdownImages;
  return {
    'broken-markdown-link': config.onBrokenMarkdownLinks,
    'duplicate-route': config.onDuplicateRoutes,
    'missing-image': typeof images === 'string' ? images : undefined,
  };
}

/**
 * Give the diagnostics the config has a level for (`onBrokenMarkdownLinks`, `onDuplicateRoutes`,
 * `markdown.hooks.onBrokenMarkdownImages`) that level, in place; `ignore` removes them. Running it
 * again changes nothing, so each stage can apply it to the whole list. (Links and anchors between
 * pages are levelled by the link check itself, which tells the two apart.)
 */
export function applyReportingSeverities(diagnostics: Diagnostic[], config: ReportingConfig): void {
  const byCode = levels(config);
  let kept = 0;
  for (const d of diagnostics) {
    const level = byCode[d.code];
    if (level === undefined) {
      diagnostics[kept++] = d;
      continue;
    }
    const severity = severityOf(level);
    if (!severity) continue;
    d.severity = severity;
    diagnostics[kept++] = d;
  }
  diagnostics.length = kept;
}
