import { appendFileSync, cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite, copyFixture, ROOT, type BuiltSite } from '../helpers/site.ts';

/**
 * A site with React in its own node_modules, as every real site has, and a package of its own that
 * uses hooks: the site's code, its package, the theme and the runtime must share one React.
 */
let site: BuiltSite;
const MARK = '__siteOwnReactCopy';

/** Every JavaScript file under a folder. */
const scripts = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((e) => (e.isFile() && /\.m?js$/.test(e.name) ? [path.join(e.parentPath, e.name)] : []));

beforeAll(async () => {
  const siteDir = copyFixture('minimal');
  const modules = path.join(siteDir, 'node_modules');
  for (const name of ['react', 'react-dom', 'scheduler']) cpSync(path.join(ROOT, 'node_modules', name), path.join(modules, name), { recursive: true });
  // The site's copy marks itself when it runs, so a bundle that took it in is found out.
  for (const file of ['react/index.js', 'react-dom/index.js']) appendFileSync(path.join(modules, file), `\nglobalThis.${MARK} = true;\n`);
  mkdirSync(path.join(modules, 'tally-counter'));
  writeFileSync(path.join(modules, 'tally-counter', 'package.json'), JSON.stringify({ name: 'tally-counter', version: '1.0.0', main: 'index.js' }));
  writeFileSync(
    path.join(modules, 'tally-counter', 'index.js'),
    "const { createElement, useState } = require('react');\nexports.Tally = function Tally({ start }) {\n  const [n] = useState(start);\n  return createElement('output', null, 'Tally ' + n);\n};\n",
  );
  writeFileSync(
    path.join(siteDir, 'src', 'pages', 'index.tsx'),
    "import { useState } from 'react';\n// @ts-expect-error: a package of the site's own, with no types.\nimport { Tally } from 'tally-counter';\nimport Layout from '@theme/Layout';\n\nexport default function Home() {\n  const [count] = useState(3);\n  return (\n    <Layout title=\"Home\">\n      <h1>Count {count}</h1>\n      <Tally start={7} />\n    </Layout>\n  );\n}\n",
  );
  site = await buildSite(siteDir);
});

describe('a site with React in its own node_modules', () => {
  it("renders its hooks and its package's hooks with the theme's React", () => {
    expect(site.report.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(site.result.code).toBe(0);
    expect(site.read('index.html')).toContain('<h1>Count <!-- -->3</h1>');
    expect(site.read('index.html')).toContain('<output>Tally 7</output>');
  });

  it("bundles no part of the site's copy, for the browser or the server", () => {
    const files = [...scripts(site.outDir), ...scripts(path.join(site.siteDir, '.docs', 'server'))];
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) expect(readFileSync(file, 'utf8').includes(MARK), file).toBe(false);
  });
});
