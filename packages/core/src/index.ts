export { build, type BuildOptions, type BuildResult } from './build.ts';
export { defineConfig } from './config/defineConfig.ts';
export type { SiteConfig, UserConfig } from './config/types.ts';
export { loadConfig } from './config/loadConfig.ts';
export { formatDiagnostic, type Diagnostic } from './diagnostics/diagnostic.ts';
export { createStaticServer, resolveRequestFile } from './serve/staticServer.ts';
export { main } from './cli.ts';
