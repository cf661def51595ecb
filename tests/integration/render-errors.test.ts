import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite, copyFixture, runCli, shownPath, type BuiltSite, type CliResult } from '../helpers/site.ts';

type Diagnostic = BuiltSite['report']['diagnostics'][number] & { frame?: string };

/**
 * Pages whose render throws, each in a document of its own: the report names the element as the
 * document writes it, at its line and column, whatever the bundler or minifier called the function.
 */
interface RenderCase {
  title: string;
  file: string;
  text: string;
  /** The element's name as written. */
  element: string;
  /** Where it is written: the `occurrence`th (from 1) `needle` of the document. */
  needle: string;
  occurrence: number;
  reason: string;
}

const page = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n${body}`;

const CASES: RenderCase[] = [
  {
    title: 'a component the document defines throws',
    file: 'docs/errors/defined-throws.mdx',
    text: page('Defined throws', "export const Broken = () => { throw new Error('boom') }\n\nSome text.\n\n<Broken />\n"),
    element: 'Broken',
    needle: '<Broken />',
    occurrence: 1,
    reason: 'boom',
  },
  {
    title: 'a component the document defines renders one never defined',
    file: 'docs/errors/uses-missing.mdx',
    text: page('Uses missing', 'export const Uses = () => <Missing />\n\nSome text.\n\n<Uses />\n'),
    element: 'Missing',
    needle: '<Missing />',
    occurrence: 1,
    reason: 'Missing is not defined',
  },
  {
    title: 'a component the body uses is never imported',
    file: 'docs/errors/not-imported.mdx',
    text: page('Not imported', 'Some text with `<NotImported />` in code.\n\n<NotImported />\n'),
    element: 'NotImported',
    needle: '<NotImported />',
    occurrence: 2,
    reason: 'Expected component `NotImported` to be defined: you likely forgot to import, pass, or provide it.',
  },
  {
    title: 'a member of an imported module that does not exist',
    file: 'docs/errors/member.mdx',
    text: page('Member', "import * as UI from '@site/src/components/ui';\n\n<UI.Button>ok</UI.Button>\n\n<UI.Nope />\n"),
    element: 'UI.Nope',
    needle: '<UI.Nope />',
    occurrence: 1,
    reason: 'Expected component `UI.Nope` to be defined: you likely forgot to import, pass, or provide it.',
  },
  {
    title: 'a component looks up one it is not passed in props.components',
    file: 'docs/errors/props-components.mdx',
    text: page('Props components', 'export const Picks = (props) => {\n  const Chosen = props.components.Nope;\n  return <section><Chosen /></section>;\n};\n\n<Picks components={{}} />\n'),
    element: 'Chosen',
    needle: '<Chosen />',
    occurrence: 1,
    reason: 'Element type is invalid',
  },
  {
    title: 'a component the document defines renders one that is undefined',
    file: 'docs/errors/renders-undefined.mdx',
    text: page('Renders undefined', 'export const Inner = undefined;\n\nexport const Outer = () => <div><Inner /></div>;\n\n<Outer />\n'),
    element: 'Inner',
    needle: '<Inner />',
    occurrence: 1,
    reason: 'Element type is invalid',
  },
  {
    title: 'a component the document defines calls a variable of the document that holds no function',
    file: 'docs/errors/not-a-function.mdx',
    text: page('Not a function', 'export const format = undefined;\n\nexport const Price = () => <span>{format(1)}</span>;\n\n<Price />\n'),
    element: 'Price',
    needle: '<Price />',
    occurrence: 1,
    reason: 'format is not a function',
  },
  {
    title: "a component of the site's src/, imported under another name, throws where it is used the second time",
    file: 'docs/errors/site-component.mdx',
    text: page('Site component', "import { Thing as Widget } from '@site/src/components/Thing';\n\n<Widget items={['a']} />\n\nSome text.\n\n<Widget />\n"),
    element: 'Widget',
    needle: '<Widget',
    occurrence: 2,
    reason: "Cannot read properties of undefined (reading 'map')",
  },
];

const SITE_FILES: Record<string, string> = {
  'src/components/Thing.tsx': 'export function Thing({ items }: { items?: string[] }) {\n  return <ul>{items!.map((i) => <li key={i}>{i}</li>)}</ul>;\n}\n',
  'src/components/ui.tsx': 'export const Button = ({ children }: { children?: React.ReactNode }) => <button>{children}</button>;\n',
};

let siteDir: string;
let built: BuiltSite;
let human: CliResult;

/** 1-based line and column of the `occurrence`th `needle` in `text`. */
function positionOf(text: string, needle: string, occurrence: number): { line: number; column: number } {
  let index = -1;
  for (let n = 0; n < occurrence; n++) index = text.indexOf(needle, index + 1);
  const before = text.slice(0, index);
  return { line: before.split('\n').length, column: index - before.lastIndexOf('\n') };
}

const routeOf = (file: string) => '/' + file.replace(/\.mdx$/, '');

/** The code frame's line of the element: `>`, the line number (padded to the frame's width), the source line. */
function frameLine(c: RenderCase): RegExp {
  const { line } = positionOf(c.text, c.needle, c.occurrence);
  return new RegExp(`^> +${line} \\| ${c.text.split('\n')[line - 1]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm');
}

beforeAll(async () => {
  siteDir = copyFixture('minimal');
  for (const [rel, text] of [...Object.entries(SITE_FILES), ...CASES.map((c) => [c.file, c.text] as const)]) {
    mkdirSync(path.dirname(path.join(siteDir, rel)), { recursive: true });
    writeFileSync(path.join(siteDir, rel), text);
  }
  built = await buildSite(siteDir);
  human = await runCli(['build', siteDir]);
});

describe('render errors', () => {
  it('fail the build with one render error per failing page, and nothing else', () => {
    expect(built.result.code).toBe(1);
    const errors = built.report.diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => d.code)).toEqual(CASES.map(() => 'render'));
    expect(errors.map((d) => d.file).sort()).toEqual(CASES.map((c) => path.join(siteDir, c.file)).sort());
  });

  it.each(CASES.map((c) => [c.title, c] as const))('%s: names the element as written, at its line and column', (_title, c) => {
    const d = built.report.diagnostics.find((x) => x.file === path.join(siteDir, c.file)) as Diagnostic;
    expect(d).toMatchObject({ severity: 'error', code: 'render', ...positionOf(c.text, c.needle, c.occurrence) });
    expect(d.message.startsWith(`Rendering ${routeOf(c.file)} failed in <${c.element}>: ${c.reason}`), d.message).toBe(true);
    expect(d.frame).toMatch(frameLine(c));
    expect(d.hint).toContain(c.element);
  });

  it('prints each at file:line:col with a code frame, and no stack trace', () => {
    expect(human.code).toBe(1);
    for (const c of CASES) {
      const { line, column } = positionOf(c.text, c.needle, c.occurrence);
      expect(human.stderr).toContain(`${shownPath(path.join(siteDir, c.file))}:${line}:${column}: error: Rendering ${routeOf(c.file)} failed in <${c.element}>: ${c.reason}`);
      expect(human.stderr).toMatch(frameLine(c));
    }
    expect(human.stderr).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/);
  });
});
