import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './cli.ts';

/**
 * The portal in `site/` as tests build it: copied (its output and caches left behind) and its
 * service addresses set. Free of vitest: the global setup that builds it once per run uses it too.
 */

/**
 * The portal's deployment variables (its `deployEnv`) set to test addresses, for a build that must
 * have no warnings at all: without them, a build says once which are unset.
 */
export const PORTAL_DEPLOY_ENV = { STARTER_SUBMISSION_ENDPOINT: 'https://submissions.example.test/starters', SURVEY_WEBHOOK_URL: 'https://hooks.example.test/csat', GA_MEASUREMENT_ID: 'G-TEST123' };

const CONFIG_ENDING = 'export default portalConfig();';

/** Copy the portal's sources into `dir`, without its output or caches. */
export function copyPortalInto(dir: string): void {
  cpSync(path.join(ROOT, 'site'), dir, { recursive: true, filter: (src) => !/[\\/](build|\.docs)$/.test(src) });
}

/**
 * Lay `customFields` over the environment's service addresses in a copy's config (none: the
 * config as the repository has it).
 */
export function setPortalCustomFields(dir: string, customFields: Record<string, string>): void {
  const file = path.join(dir, 'docs.config.ts');
  const original = readFileSync(path.join(ROOT, 'site', 'docs.config.ts'), 'utf8');
  if (!original.includes(CONFIG_ENDING)) throw new Error(`site/docs.config.ts no longer ends in \`${CONFIG_ENDING}\`.`);
  const config = Object.keys(customFields).length ? original.replace(CONFIG_ENDING, `export default portalConfig({ ...servicesFromEnvironment(), ...${JSON.stringify(customFields)} });`) : original;
  writeFileSync(file, config);
}
