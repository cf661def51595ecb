import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, copyFixture, runCli, shownPath, type BuiltSite } from '../helpers/site.ts';

/** The sidebar of a built page, as HTML. */
const sidebarOf = (html: string) => /<nav class="doc-sidebar"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';

let site: BuiltSite;

beforeAll(async () => {
  site = await buildFixture('docusaurus-sidebars');
});

describe('Docusaurus sidebar shapes', () => {
  it('builds with no diagnostics', () => {
    expect(site.result.code).toBe(0);
    expect(site.report.diagnostics).toEqual([]);
  });

  it('turns the object shorthand into categories, nested ones included', () => {
    const sidebar = sidebarOf(site.read('docs/intro/index.html'));
    expect(sidebar).toContain('>Getting started</button>');
    expect(sidebar).toContain('href="/docs/guides/install"');
    expect(sidebar).toContain('>Guides</button>');
    // Guides holds only a category of its own, collapsed: the current page is not in it.
    expect(sidebarOf(site.read('docs/guides/configure/index.html'))).toMatch(/>Guides<\/button>[\s\S]*>Configuration<\/button>[\s\S]*aria-current="page">Configure your brews</);
  });

  it('shows html items as written, keeps a non-collapsible category open, and a ref out of previous/next', () => {
    const html = site.read('docs/reference/api/index.html');
    const sidebar = sidebarOf(html);
    expect(sidebar).toContain('<li class="sidebar-html-default"><span class="sidebar-heading">Reference</span></li>');
    expect(sidebar).toMatch(/<span class="sidebar-category-label">Command line<\/span><\/div><ul/);
    expect(sidebar).toContain('>Back to the start</a>');
    expect(html).toContain('class="pagination-next"><span>Next</span> <!-- -->kettle brew</a>');
    expect(site.read('docs/reference/cli/index.html')).not.toContain('class="pagination-next"');
  });

  it("gives a generated index its description and each link item's description on its card", () => {
    const html = site.read('docs/category/api/index.html');
    expect(html).toContain('<p>Every endpoint of the timer service.</p>');
    expect(html).toContain('<h2>Status page</h2><p>Whether the service is up.</p>');
  });
});

describe('a sidebars file with mistakes', () => {
  it('reports each at its line in the sidebars file and fails, with no internal error', async () => {
    const siteDir = copyFixture('docusaurus-sidebars');
    const file = path.join(siteDir, 'sidebars.js');
    const source = readFileSync(file, 'utf8')
      .replace("{ type: 'ref', id: 'intro', label: 'Back to the start' },", "{ type: 'ref', id: 'intro', label: 'Back to the start' },\n    { type: 'categroy', label: 'Typo', items: [] },\n    'reference/gone',")
      .replace("Configuration: ['guides/configure'],", "Configuration: 'guides/configure',");
    writeFileSync(file, source);
    const result = await runCli(['build', siteDir, '--json']);
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout) as { diagnostics: { code: string; file?: string; line?: number; message: string }[] };
    const lineOf = (needle: string) => source.slice(0, source.indexOf(needle)).split('\n').length;
    expect(report.diagnostics.map((d) => [d.code, d.file, d.line])).toEqual([
      ['sidebar-invalid', file, lineOf("Configuration: 'guides/configure'")],
      ['sidebar-invalid', file, lineOf("type: 'categroy'")],
      ['sidebar-unknown-doc', file, lineOf("'reference/gone'")],
    ]);
    expect(report.diagnostics[0]!.message).toBe('guide.Guides.Configuration is neither an array of sidebar items nor a shorthand object of categories.');
    const human = await runCli(['build', siteDir]);
    expect(human.stderr).toContain(`${shownPath(file)}:${lineOf("type: 'categroy'")}:`);
  });
});
