import { describe, expect, it } from 'vitest';
import type { SourceDocument } from '../content/types.ts';
import { highlightSamples } from './highlightSamples.ts';

const doc = (body: string): SourceDocument => ({ source: '/site/docs/a.md', format: 'md', body, frontMatter: {} });

describe('highlightSamples', () => {
  it('takes the first block of each language, of any fence, and none without a language', () => {
    const docs = [
      doc('# A\n\n```\nplain\n```\n\n```ts title="a.ts" {1}\nconst a = 1;\n```\n\n```ts\nconst later = 2;\n```\n'),
      doc('~~~bash\necho hi\n~~~\n\n````tsx\n```\nnested\n```\n````\n'),
    ];
    expect(highlightSamples(docs)).toEqual([
      { lang: 'ts', code: 'const a = 1;\n' },
      { lang: 'bash', code: 'echo hi\n' },
      { lang: 'tsx', code: '```\nnested\n```\n' },
    ]);
  });

  it('puts the languages with the most blocks first, the first seen first among equals', () => {
    const block = (lang: string) => `\`\`\`${lang}\n${lang} code\n\`\`\`\n\n`;
    const docs = [doc(block('json') + block('bash')), doc(block('tsx') + block('bash')), doc(block('tsx') + block('tsx') + block('yaml'))];
    expect(highlightSamples(docs).map((s) => s.lang)).toEqual(['tsx', 'bash', 'json', 'yaml']);
  });

  it('keeps the maxLanguages most used and looks at no more than maxDocuments documents', () => {
    const docs = ['a', 'b', 'c', 'c'].map((l) => doc(`\`\`\`${l}\nx\n\`\`\`\n`));
    expect(highlightSamples(docs, { maxLanguages: 2 }).map((s) => s.lang)).toEqual(['c', 'a']);
    expect(highlightSamples(docs, { maxDocuments: 1 }).map((s) => s.lang)).toEqual(['a']);
  });
});
