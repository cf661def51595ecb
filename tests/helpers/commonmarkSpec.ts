import { createRequire } from 'node:module';

export interface SpecExample {
  /** 1-based, as the spec numbers its examples. */
  number: number;
  section: string;
  markdown: string;
  html: string;
}

const require = createRequire(import.meta.url);

/**
 * The CommonMark spec's examples (npm `commonmark-spec`). The spec writes tabs as `→` so they
 * show; its test runners turn them back into tabs, and so does this.
 */
export function specExamples(): SpecExample[] {
  const { tests } = require('commonmark-spec') as { tests: SpecExample[] };
  return tests.map((t) => ({ ...t, markdown: t.markdown.replace(/→/g, '\t'), html: t.html.replace(/→/g, '\t') }));
}
