import { inject } from 'vitest';
import { builtSite, type BuiltSite } from './cli.ts';
import { buildPortalAs, preparePortal, type PortalBuildName, type SharedPortalBuild } from './portalBuildKinds.ts';
import { PORTAL_DEPLOY_ENV } from './portalSite.ts';
import { temporaryFolder } from './site.ts';

export { PORTAL_DEPLOY_ENV };
export type { PortalBuildName };

declare module 'vitest' {
  export interface ProvidedContext {
    /** The portal builds made once for the run (portalBuilds.setup.ts); absent when the run needs none. */
    portalBuilds?: Record<PortalBuildName, SharedPortalBuild>;
  }
}

/**
 * One of the portal builds every test file reading the portal shares (see PORTAL_BUILDS), made
 * once per run by the global setup. The build is shared: a test reads and serves it, never writes
 * into it. When the run did not make it (vitest given other files), the file builds a private copy.
 */
export async function sharedPortal(name: PortalBuildName): Promise<BuiltSite> {
  const shared = inject('portalBuilds')?.[name];
  if (shared) return builtSite(shared.siteDir, shared.outDir, shared.result);
  const dir = temporaryFolder('docs-portal-');
  preparePortal(dir);
  return buildPortalAs(dir, name);
}

