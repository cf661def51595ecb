import { copyFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../packages/core/src/config/loadConfig.ts';
import { unsetDeployEnv } from '../../packages/core/src/config/unsetDeployEnv.ts';
import { buildSite, copyFixture, ROOT, runCli, temporaryFolder, type BuiltSite, type CliResult } from '../helpers/site.ts';

const WEBHOOK = 'DOCS_FIXTURE_WEBHOOK_URL';
const ANALYTICS = 'DOCS_FIXTURE_ANALYTICS_ID';
/** Empty counts as unset, so a variable set in the environment running the tests cannot leak in. */
const UNSET = { [WEBHOOK]: '', [ANALYTICS]: '' };
const SET = { [WEBHOOK]: 'https://hooks.example.test/feedback', [ANALYTICS]: 'G-TEST123' };

let siteDir: string;
let unset: BuiltSite;
let human: CliResult;
let oneSet: BuiltSite;
let allSet: BuiltSite;

beforeAll(async () => {
  siteDir = copyFixture('deploy-env');
  const out = (name: string) => ['--out-dir', path.join(siteDir, name)];
  unset = await buildSite(siteDir, out('unset'), UNSET);
  human = await runCli(['build', siteDir, ...out('human')], { env: UNSET });
  oneSet = await buildSite(siteDir, out('one-set'), { ...UNSET, [WEBHOOK]: SET[WEBHOOK] });
  allSet = await buildSite(siteDir, [...out('all-set'), '--strict'], SET);
});

describe('deployEnv: services a deployment configures through the environment', () => {
  it('warns once, at the config key, naming each unset variable and what the site does without it', () => {
    expect(unset.result.code, unset.result.stderr).toBe(0);
    expect(unset.report).toMatchObject({ ok: true, warnings: 1, errors: 0 });
    const configFile = path.join(siteDir, 'docs.config.ts');
    const line = readFileSync(configFile, 'utf8').split('\n').findIndex((l) => l.includes('deployEnv:')) + 1;
    expect(unset.report.diagnostics).toEqual([
      {
        severity: 'warning',
        code: 'deploy-env-unset',
        file: configFile,
        line,
        column: 3,
        message: `Not set for this build: ${WEBHOOK} (without it the feedback form sends nothing), ${ANALYTICS} (without it no page views are counted).`,
        hint: `To deploy, set ${WEBHOOK}, ${ANALYTICS} in the build's environment; a local build can do without them.`,
      },
    ]);
  });

  it('prints the warning once on stderr and counts it in the summary', () => {
    expect(human.code).toBe(0);
    expect(human.stderr.match(/Not set for this build/g)).toHaveLength(1);
    expect(human.stderr).toMatch(/docs\.config\.ts:\d+:3: warning: Not set for this build: /);
    expect(human.stderr.trim().split('\n').pop()).toMatch(/^Built \d+ routes into .+, with 1 warning\.$/);
  });

  it('names only the variables still unset', () => {
    expect(oneSet.report.diagnostics).toEqual([expect.objectContaining({ code: 'deploy-env-unset', message: `Not set for this build: ${ANALYTICS} (without it no page views are counted).` })]);
    expect(oneSet.report.diagnostics[0]!.hint).toContain('a local build can do without it.');
  });

  it('says nothing when every variable is set, so a deploy passes --strict', () => {
    expect(allSet.result.code, allSet.result.stderr).toBe(0);
    expect(allSet.report.diagnostics).toEqual([]);
  });

  it('fails a --strict build when a variable is unset', async () => {
    const strict = await runCli(['build', siteDir, '--out-dir', path.join(siteDir, 'strict'), '--strict'], { env: UNSET });
    expect(strict.code).toBe(1);
    expect(strict.stderr).toContain('Build failed: 1 warning under --strict');
  });
});

describe("the portal's deployEnv", () => {
  it('declares the survey webhook, the analytics id and the starter submission endpoint', async () => {
    // The config alone, in a folder of its own: loading it writes a module under .docs.
    const dir = temporaryFolder('docs-portal-config-');
    copyFileSync(path.join(ROOT, 'site', 'docs.config.ts'), path.join(dir, 'docs.config.ts'));
    const { config, configFile } = await loadConfig(dir);
    expect(Object.keys(config.deployEnv).sort()).toEqual(['GA_MEASUREMENT_ID', 'STARTER_SUBMISSION_ENDPOINT', 'SURVEY_WEBHOOK_URL']);
    const env = { GA_MEASUREMENT_ID: '', STARTER_SUBMISSION_ENDPOINT: '', SURVEY_WEBHOOK_URL: '' };
    expect(unsetDeployEnv({ config, configFile, env })).toHaveLength(1);
    expect(unsetDeployEnv({ config, configFile, env: { GA_MEASUREMENT_ID: 'G-1', STARTER_SUBMISSION_ENDPOINT: 'https://a.test', SURVEY_WEBHOOK_URL: 'https://b.test' } })).toEqual([]);
  });
});
