import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import { rehypeDetailsElements } from './rehypeDetailsElements.ts';

const compiled = async (mdx: string) => String(await compile(mdx, { format: 'mdx', rehypePlugins: [rehypeDetailsElements] }));

describe('rehypeDetailsElements', () => {
  it('renders a literal <details> and <summary> through the components', async () => {
    const code = await compiled('<details open className="a b">\n  <summary>Why?</summary>\n\n  Because.\n</details>\n');
    expect(code).toContain('details: "details"');
    expect(code).toMatch(/_jsxs?\(_components\.details, \{\s*open: true,\s*className: "a b"/);
    expect(code).toContain('_jsx(_components.summary, {');
    // The body stays Markdown.
    expect(code).toContain('_jsx(_components.p, {');
  });

  it('leaves elements with expression attributes, and other lower-case tags, as JSX', async () => {
    const code = await compiled('<details open={true}>\n  x\n</details>\n\n<section>y</section>\n');
    expect(code).toContain('_jsx("details", {');
    expect(code).toContain('_jsx("section", {');
  });
});
