import { describe, expect, it } from 'vitest';
import type { Diagnostic } from './diagnostic.ts';
import { applyReportingSeverities } from './reportingSeverity.ts';

const d = (code: string): Diagnostic => ({ severity: 'warning', code, message: code });

describe('applyReportingSeverities', () => {
  it("gives the config's level to the diagnostics it names, drops the ignored ones, and is the same run twice", () => {
    const list = [d('broken-markdown-link'), d('duplicate-route'), d('missing-image'), d('mdx-syntax')];
    const config = { onBrokenMarkdownLinks: 'throw', onDuplicateRoutes: 'ignore', markdown: { format: 'mdx', mdx1Compat: { comments: true, admonitions: true, headingIds: true }, hooks: { onBrokenMarkdownImages: 'log' } } } as const;
    applyReportingSeverities(list, config);
    applyReportingSeverities(list, config);
    expect(list.map((x) => `${x.severity} ${x.code}`)).toEqual(['error broken-markdown-link', 'info missing-image', 'warning mdx-syntax']);
  });
});
