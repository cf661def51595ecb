import { describe, expect, it } from 'vitest';
import { compileDocument } from './compileDocument.ts';
import { firstHeading, placeholderDocument } from './placeholderDocument.ts';

const doc = (body: string, format: 'md' | 'mdx' = 'md') => ({ source: `/site/docs/page.${format}`, format, body, frontMatter: {} });

describe('firstHeading', () => {
  // Each is checked against what the compiler gives as the document's title.
  const cases: [string, string][] = [
    ['plain', '# Getting started\n\nText.\n'],
    ['after text and a lower heading', 'Intro text.\n\n## Not this one\n\n# The title\n'],
    ['closing hashes', '# Title with closing hashes ##\n'],
    ['setext', 'Setext title\n============\n\nText.\n'],
    ['inline markup', '# The `useCart` hook, *quickly* and **well**\n'],
    ['a link', '# Read [the guide](./guide.md) first\n'],
    ['a custom id', '# Custom id title {#custom-id}\n'],
    ['escapes', '# Price \\*not emphasis\\*\n'],
    ['underscores', '# The snake_case_name option, _emphasised_ and __strong__\n'],
    ['inside a fence first', '```md\n# Not a heading\n```\n\n# Real title\n'],
    ['inside a tilde fence first', '~~~\n# Not a heading\n~~~\n\n# Real title\n'],
    ['indented by three spaces', '   # Indented title\n'],
    ['none', 'No heading here.\n\n## Only a second level\n'],
  ];
  for (const [name, body] of cases) {
    it(`finds the title the compiler finds: ${name}`, async () => {
      const compiled = await compileDocument(doc(body), { permalinks: {}, baseUrl: '/' });
      expect(firstHeading(body)).toBe(compiled.contentTitle);
    });
  }

  it('gives a placeholder that plans a route (its title) and renders nothing', () => {
    const placeholder = placeholderDocument(doc('---\ntitle: x\n---\n\n# Shown title\n\nBody.\n'));
    expect(placeholder.contentTitle).toBe('Shown title');
    expect(placeholder.code).toContain('export default function MDXContent()');
    expect(placeholder.code).not.toContain('Body.');
  });
});
