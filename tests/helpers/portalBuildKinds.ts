import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { buildSite, type BuiltSite, type CliResult } from './cli.ts';
import { copyPortalInto, PORTAL_DEPLOY_ENV, setPortalCustomFields } from './portalSite.ts';

/**
 * The portal builds the test files read, made once per run. Each is what a kind of deployment
 * builds:
 * - `plain`: nothing configured (a fresh clone's `npm start`): no services, one warning saying so;
 * - `services`: every deployment variable set to test addresses, built with `--strict`;
 * - `withoutAnalytics`: the same with an empty analytics id, which turns analytics off (a page then
 *   asks nothing of Google's servers, which a test cannot reach).
 */
const NO_DEPLOY_ENV = Object.fromEntries(Object.keys(PORTAL_DEPLOY_ENV).map((name) => [name, undefined]));

export const PORTAL_BUILDS = {
  plain: { customFields: {}, env: NO_DEPLOY_ENV, args: [] },
  services: { customFields: {}, env: PORTAL_DEPLOY_ENV, args: ['--strict'] },
  withoutAnalytics: { customFields: { gaMeasurementId: '' }, env: PORTAL_DEPLOY_ENV, args: ['--strict'] },
} satisfies Record<string, { customFields: Record<string, string>; env: Record<string, string | undefined>; args: string[] }>;

export type PortalBuildName = keyof typeof PORTAL_BUILDS;

/** A build the global setup made, as it hands it to the test files. */
export interface SharedPortalBuild {
  siteDir: string;
  outDir: string;
  result: CliResult;
}

/** The test files that read shared portal builds: the global setup builds only for a run that has one of them. */
export const PORTAL_BUILD_READERS = [
  'tests/browser/accessibility.test.ts',
  'tests/browser/analytics.test.ts',
  'tests/browser/hostile.test.ts',
  'tests/browser/portal.test.ts',
  'tests/browser/reading.test.ts',
  'tests/browser/responsive.test.ts',
  'tests/browser/starters.test.ts',
  'tests/browser/survey.test.ts',
  'tests/integration/portal-routes.test.ts',
];

/** A copy of the portal in a git repository of its own, so "Last updated on … by …" has a history to read. */
export function preparePortal(dir: string): void {
  copyPortalInto(dir);
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'ignore', env: { ...process.env, GIT_AUTHOR_DATE: '2024-03-05T10:00:00Z', GIT_COMMITTER_DATE: '2024-03-05T10:00:00Z' } });
  git('init', '-q');
  git('add', '-A');
  git('-c', 'user.name=Ana Writer', '-c', 'user.email=ana@example.com', 'commit', '-q', '-m', 'Docs');
}

/**
 * Build the portal in `dir` as `name` says, into a folder of its own. Builds of one folder share
 * its compile cache: only the first compiles the documents.
 */
export async function buildPortalAs(dir: string, name: PortalBuildName): Promise<BuiltSite> {
  const kind = PORTAL_BUILDS[name];
  setPortalCustomFields(dir, kind.customFields);
  return buildSite(dir, [...kind.args, '--out-dir', path.join(dir, `out-${name}`)], kind.env);
}

