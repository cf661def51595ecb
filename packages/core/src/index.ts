export { build, type BuildOptions, type BuildResult } from './build.ts';
export { defineConfig } from './config/defineConfig.ts';
export type { SiteConfig, UserConfig } from './config/types.ts';
export { loadConfig } from './config/loadConfig.ts';
export { formatDiagnostic, type Diagnostic } from './diagnostics/diagnostic.ts';
export { createStaticServer, type StaticServerOptions } from './serve/staticServer.ts';
export { resolveRequestFile } from './serve/resolveRequestFile.ts';
export { main } from './cli.ts';
