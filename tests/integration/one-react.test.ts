import { appendFileSync, cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, copyFixture, ROOT, type BuiltSite } from '../helpers/site.ts';
import { request, startDev, type Dev, stopDev } from '../helpers/dev.ts';

/**
 * A site with React in its own node_modules, as every real Docusaurus site has, and a package of
 * its own that uses hooks: the site's code, its package, the theme and the runtime share one React,
 * in `docs build` and in `docs dev`.
 */
const MARK = '__siteOwnReactCopy';

/** Every JavaScript file under a folder. */
const scripts = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((e) => (e.isFile() && /\.m?js$/.test(e.name) ? [path.join(e.parentPath, e.name)] : []));

/** A copy of the minimal fixture with its own React (marked, so a bundle that took it in is found out) and a hook-using package. */
function siteWithItsOwnReact(): string {
  const siteDir = copyFixture('minimal');
  const modules = path.join(siteDir, 'node_modules');
  for (const name of ['react', 'react-dom', 'scheduler']) cpSync(path.join(ROOT, 'node_modules', name), path.join(modules, name), { recursive: true });
  for (const file of ['react/index.js', 'react-dom/index.js', 'react-dom/server.node.js', 'react-dom/client.js', 'scheduler/index.js']) {
    appendFileSync(path.join(modules, file), `\nglobalThis.${MARK} = true;\n`);
  }
  mkdirSync(path.join(modules, 'tally-counter'));
  writeFileSync(path.join(modules, 'tally-counter', 'package.json'), JSON.stringify({ name: 'tally-counter', version: '1.0.0', main: 'index.js' }));
  writeFileSync(
    path.join(modules, 'tally-counter', 'index.js'),
    "const { createElement, useState } = require('react');\nexports.Tally = function Tally({ start }) {\n  const [n] = useState(start);\n  return createElement('output', null, 'Tally ' + n);\n};\n",
  );
  writeFileSync(
    path.join(siteDir, 'src', 'pages', 'index.tsx'),
    [
      "import { useState } from 'react';",
      "import { jsx } from 'react/jsx-runtime';",
      "// @ts-expect-error: a package of the site's own, with no types.",
      "import { Tally } from 'tally-counter';",
      "import Layout from '@theme/Layout';",
      '',
      'export default function Home() {',
      '  const [count] = useState(3);',
      '  return (',
      '    <Layout title="Home">',
      '      <h1>Count {count}</h1>',
      '      {jsx(Tally, { start: 7 })}',
      '    </Layout>',
      '  );',
      '}',
      '',
    ].join('\n'),
  );
  return siteDir;
}

describe('a site with React in its own node_modules, built', () => {
  let site: BuiltSite;
  beforeAll(async () => {
    site = await buildSite(siteWithItsOwnReact());
  });

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

describe('a site with React in its own node_modules, in docs dev', () => {
  let dev: Dev | undefined;
  afterAll(async () => {
    if (dev) await stopDev(dev);
  });

  it('serves the page rendered with one React, promptly', { timeout: 90_000 }, async () => {
    dev = await startDev(siteWithItsOwnReact());
    const page = await request(dev.port, '/');
    expect(page.status, page.body.slice(0, 2000)).toBe(200);
    expect(page.body).toContain('<h1>Count <!-- -->3</h1>');
    expect(page.body).toContain('<output>Tally 7</output>');
    // And the browser's scripts, every one the page reaches, hold no part of the site's copy.
    const seen = new Set<string>();
    const queue = [...page.body.matchAll(/\/assets\/js\/[^"'&\s]+?\.js/g)].map((m) => m[0]);
    while (queue.length && seen.size < 500) {
      const url = queue.shift()!;
      if (seen.has(url)) continue;
      seen.add(url);
      const script = await request(dev.port, url);
      expect(script.status, url).toBe(200);
      expect(script.body.includes(MARK), url).toBe(false);
      for (const m of script.body.matchAll(/\b(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+?\.js)["']/g)) queue.push(new URL(m[1]!, `http://x${url}`).pathname);
    }
    expect(seen.size).toBeGreaterThan(2);
  });
});
