import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { remarkHeadingIds } from './remarkHeadingIds.ts';
import { remarkSections } from './remarkSections.ts';
import type { Section } from './types.ts';

/** The sections of a Markdown document, through the plugins search depends on. */
async function sectionsOf(markdown: string): Promise<Section[]> {
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkHeadingIds).use(remarkSections);
  const file = new VFile(markdown);
  await processor.run(processor.parse(file), file);
  return file.data.sections as Section[];
}

describe('remarkSections', () => {
  it('cuts the intro and one section per h2 and h3, with their anchors; deeper headings stay in their section', async () => {
    const sections = await sectionsOf('Intro text.\n\n## First part\n\nOne.\n\n### Detail\n\nTwo.\n\n#### Deeper\n\nThree.\n');
    expect(sections).toEqual([
      { depth: 1, text: 'Intro text.' },
      { depth: 2, id: 'first-part', title: 'First part', text: 'One.' },
      { depth: 3, id: 'detail', title: 'Detail', text: 'Two. Deeper Three.' },
    ]);
  });

  it('keeps list items apart: the last word of one item is not glued to the first of the next', async () => {
    const [intro] = await sectionsOf('- **Waiting list**: sign up first.\n- Then comes next.\n- The FastStore team answers.\n  1. nested one\n  2. nested two\n');
    expect(intro!.text).toBe('Waiting list: sign up first. Then comes next. The FastStore team answers. nested one nested two');
  });

  it('keeps paragraphs within a loose list item apart', async () => {
    const [intro] = await sectionsOf('- First paragraph ends here.\n\n  Second paragraph starts.\n\n- Other item\n');
    expect(intro!.text).toBe('First paragraph ends here. Second paragraph starts. Other item');
  });

  it('separates table cells and rows with spaces', async () => {
    const [intro] = await sectionsOf('| Field | Type | Description |\n| --- | --- | --- |\n| hasNextPage | `Boolean!` | More pages follow. |\n| cursor | String | Where to start. |\n');
    expect(intro!.text).toBe('Field Type Description hasNextPage Boolean! More pages follow. cursor String Where to start.');
  });

  it('joins inline text as written and treats a hard break as a space', async () => {
    const [intro] = await sectionsOf('A **bold**ly `coded` [link](/x) line  \nafter the break.\n');
    expect(intro!.text).toBe('A boldly coded link line after the break.');
  });

  it('leaves out code blocks, also inside list items', async () => {
    const [intro] = await sectionsOf('- Install it:\n\n  ```sh\n  npm install secretword\n  ```\n\n- Done.\n');
    expect(intro!.text).toBe('Install it: Done.');
  });
});
