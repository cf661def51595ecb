import { readFileSync } from 'node:fs';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { locateKey } from './locateKey.ts';
import type { SiteConfig } from './types.ts';

export interface DeployEnvCheck {
  config: Pick<SiteConfig, 'deployEnv'>;
  configFile: string;
  /** The build's environment. */
  env?: NodeJS.ProcessEnv;
}

/**
 * The config's `deployEnv` variables that are unset or empty in `env`, as one warning at the
 * `deployEnv` key that names each with what the site does without it; none when all are set.
 */
export function unsetDeployEnv({ config, configFile, env = process.env }: DeployEnvCheck): Diagnostic[] {
  const unset = Object.entries(config.deployEnv).filter(([name]) => !env[name]);
  if (unset.length === 0) return [];
  const names = unset.map(([name]) => name);
  return [
    {
      severity: 'warning',
      code: 'deploy-env-unset',
      message: `Not set for this build: ${unset.map(([name, without]) => `${name} (without it ${without})`).join(', ')}.`,
      file: configFile,
      ...locateKey(readFileSync(configFile, 'utf8'), 'deployEnv'),
      hint: `To deploy, set ${names.join(', ')} in the build's environment; a local build can do without ${names.length === 1 ? 'it' : 'them'}.`,
    },
  ];
}
