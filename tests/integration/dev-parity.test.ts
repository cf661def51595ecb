import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { buildSite, copyFixture, linkSiteModules } from '../helpers/site.ts';
import { DevSession } from '../../packages/core/src/dev/devSession.ts';
import { events, request, startDev, stopDev, type Dev } from '../helpers/dev.ts';
import { contentDifferences, pageContent } from '../helpers/pageContent.ts';

/**
 * `docs dev` renders each page of a Docusaurus-shaped site as `docs build` writes it: every route
 * of the build's manifest answers 200 in dev with the same main content (text, headings, links,
 * images), and dev reports no error. Each page is rendered twice: as a first `docs dev` (no
 * compile cache) renders it, compiled on request and bundled on its own; and by the dev server
 * once it has compiled everything, from its server bundle. One dev server per fixture, one after another.
 * `DEV_PARITY_FIXTURES=a,b` (or `all`) picks other fixtures, to survey them.
 */
const REPRESENTATIVE = ['docusaurus-content', 'docusaurus-config-keys', 'docusaurus-realshapes-b', 'docusaurus-versions', 'docusaurus-trailing-slash', 'docusaurus-swizzle'];
const ALL = ['classic', 'config-keys', 'content', 'content-options', 'layout', 'look', 'migration', 'modules', 'realshapes-a', 'realshapes-b', 'realshapes-c', 'sidebars', 'styles', 'swizzle', 'trailing-slash', 'versions'].map((n) => `docusaurus-${n}`);
const chosen = process.env.DEV_PARITY_FIXTURES;
const fixtures = chosen === 'all' ? ALL : chosen ? chosen.split(',') : REPRESENTATIVE;
/** Fixtures that are a repository with the site in a folder of it. */
const WEBSITE: Record<string, string> = { 'docusaurus-realshapes-c': 'website' };

let dev: Dev | undefined;
let session: DevSession | undefined;
/** What a test left running when it failed half-way, stopped before the next one starts. */
async function stopLeftovers(): Promise<void> {
  await session?.dispose();
  session = undefined;
  if (dev) await stopDev(dev);
  dev = undefined;
}
afterEach(stopLeftovers);
afterAll(stopLeftovers);

interface ManifestRoute {
  path: string;
  file: string;
}

/** A page as dev serves it, after the one redirect dev may answer with (a trailing slash added or dropped). */
async function served(port: number, urlPath: string) {
  let answer = await request(port, urlPath, { accept: 'text/html' });
  if (answer.status === 301 && answer.location) answer = await request(port, answer.location, { accept: 'text/html' });
  return answer;
}

describe('docs dev renders what docs build writes', () => {
  for (const fixture of fixtures) {
    it(`${fixture}: every built route, the same main content, no error`, { timeout: 120_000 }, async () => {
      const siteDir = path.join(copyFixture(fixture), WEBSITE[fixture] ?? '');
      if (existsSync(path.join(siteDir, 'package.json'))) linkSiteModules(siteDir);
      const built = await buildSite(siteDir);
      expect(built.report.ok, built.result.stdout + built.result.stderr).toBe(true);
      const manifest = JSON.parse(readFileSync(path.join(built.outDir, 'manifest.json'), 'utf8')) as { baseUrl: string; routes: ManifestRoute[] };
      const expected = (route: ManifestRoute) => pageContent(built.read(route.file));
      const address = (route: ManifestRoute) => encodeURI(route.path.startsWith(manifest.baseUrl) ? route.path : manifest.baseUrl.replace(/\/$/, '') + route.path);
      const problems: string[] = [];

      // As on a first `docs dev` of a fresh checkout: no compile cache, so pages are compiled on request.
      rmSync(path.join(siteDir, '.docs'), { recursive: true, force: true });
      session = new DevSession(siteDir);
      const first = await session.update();
      expect(first.ok, JSON.stringify(first.diagnostics)).toBe(true);
      for (const route of manifest.routes) {
        const record = session.routeFor(decodeURI(address(route)));
        if (!record) {
          problems.push(`first render ${route.path}: no route`);
          continue;
        }
        const html = await session.render(record).catch((e: Error) => `<main>${e.message}</main>`);
        for (const d of contentDifferences(expected(route), pageContent(html))) problems.push(`first render ${route.path}: ${d}`);
      }
      await session.dispose();
      session = undefined;

      dev = await startDev(siteDir);
      const stream = events(dev.port);
      await stream.settle();
      stream.close();
      for (const route of manifest.routes) {
        const answer = await served(dev.port, address(route));
        // The not-found page asked for by its own address is a page like any other, as on a static host.
        if (answer.status !== 200) {
          problems.push(`${route.path}: status ${answer.status} ${answer.body.slice(0, 300)}`);
          continue;
        }
        for (const d of contentDifferences(expected(route), pageContent(answer.body))) problems.push(`${route.path}: ${d}`);
      }
      const output = dev.stdout() + dev.stderr();
      await stopDev(dev);
      dev = undefined;
      expect(problems).toEqual([]);
      expect(output).not.toMatch(/\berror\b|failed/i);
    });
  }
});
