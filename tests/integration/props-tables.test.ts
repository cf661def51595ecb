import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, buildSite, copyFixture, type BuiltSite } from '../helpers/site.ts';
import { afterPaintLoad } from '../../packages/core/src/render/htmlShell.ts';

let site: BuiltSite;

/**
 * The rows of one props table: prop name → [type, default, description] as text. Each cell must
 * carry its column's name as `data-label`, which phones show beside it when rows become cards.
 */
function rows(html: string, component: string): Record<string, string[]> {
  const table = new RegExp(`<div class="props-table" data-component="${component}">([\\s\\S]*?)</table>`).exec(html)?.[1] ?? '';
  const text = (s: string) => s.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '').replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').trim();
  const out: Record<string, string[]> = {};
  for (const row of table.matchAll(/<tr><th scope="row">([\s\S]*?)<\/th>([\s\S]*?)<\/tr>/g)) {
    const cells = [...row[2]!.matchAll(/<td data-label="([^"]*)">([\s\S]*?)<\/td>/g)];
    expect(cells.map((c) => c[1])).toEqual(['Type', 'Default', 'Description']);
    out[text(row[1]!)] = cells.map((c) => text(c[2]!));
  }
  return out;
}

beforeAll(async () => {
  site = await buildFixture('props-tables');
  expect(site.result.code, site.result.stderr).toBe(0);
});

describe('props tables from TypeScript types', () => {
  it('lists the props a component declares, with type, default, requiredness, description and deprecation', () => {
    const html = site.read('index.html');
    expect(rows(html, 'Rating')).toEqual({
      valuerequired: ['number', '–', 'The rating, from 0 to max.'],
      max: ['number', '5', 'How many stars are drawn.'],
      size: ['"small" | "large"', '–', 'Size of each star.'],
      allowHalf: ['boolean', '–', 'Whether half stars are drawn.'],
      onPick: ['(value: number) => void', '–', 'Deprecated: Use a RatingField to take input. Called with the star the reader picked.'],
    });
    // Code spans of the JSDoc stay code.
    expect(html).toContain('from 0 to <code>max</code>');
  });

  it('names the DOM props it inherits instead of listing them, and says when there are no props', () => {
    const html = site.read('index.html');
    expect(html).toMatch(/every prop of.*<code>HTMLAttributes&lt;HTMLDivElement&gt;<\/code>/);
    expect(html).not.toContain('<code>onClick</code>');
    expect(html).toContain('<code>Divider</code> declares no props of its own.');
  });

  it('finds the props of a polymorphic component through its exported Props type', () => {
    const box = rows(site.read('index.html'), 'Box');
    expect(box.as).toEqual(['ElementType', '–', 'The element to render.']);
    expect(box.padding).toEqual(['0 | 1 | 2', '–', 'Space inside the box, in spacing steps.']);
  });

  it('ships the table component only to pages that have a table', () => {
    const scripts = (file: string) => afterPaintLoad(site.read(file))!.modules.map((url) => site.read(url.slice(1))).join('\n');
    expect(scripts('index.html')).toContain('props-table__scroll');
    expect(scripts('plain/index.html')).not.toContain('props-table__scroll');
  });

  it('compiles the Sass the page imports (partials, maps, loops) into the route stylesheet', () => {
    const route = site.manifest().routes.find((r) => r.path === '/')!;
    const css = route.css.map((url) => site.read(url.replace(/^\//, ''))).join('\n');
    expect(css).toContain('[data-rating][data-size=large]{font-size:2rem;color:#e0a800}');
  });
});

describe('props tables: mistakes', () => {
  it('stops the build at a component no module exports, with the place and a suggestion', async () => {
    const dir = copyFixture('props-tables');
    writeFileSync(path.join(dir, 'docs', 'rating.mdx'), '---\ntitle: Rating\nslug: /\n---\n\nText.\n\n<PropsTable of="Ratting" />\n');
    const failed = await buildSite(dir);
    expect(failed.result.code).toBe(1);
    const error = failed.report.diagnostics.find((d) => d.code === 'props-table')!;
    expect(error).toMatchObject({ severity: 'error', line: 8, column: 1 });
    expect(error.file).toMatch(/rating\.mdx$/);
    expect(error.message).toContain('"Ratting"');
    expect(error.hint).toBe('Did you mean "Rating"?');
  });

  it('reports a module whose types cannot be found against the config file', async () => {
    const dir = copyFixture('props-tables');
    writeFileSync(path.join(dir, 'docs.config.ts'), "import { defineConfig } from '@docs/core/config';\nexport default defineConfig({ title: 'P', url: 'https://p.example', docs: { routeBasePath: '/' }, propsTables: { modules: ['no-such-package'] } });\n");
    const failed = await buildSite(dir);
    expect(failed.result.code).toBe(1);
    const error = failed.report.diagnostics.find((d) => d.code === 'props-tables-module')!;
    expect(error.file).toMatch(/docs\.config\.ts$/);
    expect(error.message).toContain('"no-such-package"');
  });

  it('names the stylesheet, line and column of a Sass error', async () => {
    const dir = copyFixture('props-tables');
    writeFileSync(path.join(dir, 'src', 'css', 'rating.scss'), '@use "palette";\n\n[data-rating] {\n  color: $missing;\n}\n');
    const failed = await buildSite(dir);
    expect(failed.result.code).toBe(1);
    const error = failed.report.diagnostics.find((d) => d.severity === 'error')!;
    expect(error.file).toMatch(/rating\.scss$/);
    expect(error).toMatchObject({ line: 4, column: 10 });
    expect(error.message).toMatch(/Undefined variable/);
  });
});
