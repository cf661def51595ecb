import Module from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** For a bare package name nobody has installed: a path that stands for it, or undefined. */
export type ResolveMissing = (request: string) => string | undefined;

interface ParentModule {
  filename?: string | null;
}

interface Resolver {
  _resolveFilename(request: string, parent: ParentModule | undefined, ...rest: unknown[]): string;
  _nodeModulePaths(dir: string): string[];
}

const resolver = Module as unknown as Resolver;

/** Folders of site modules evaluated here, with what each may resolve that is not installed. */
const siteFolders = new Map<string, ResolveMissing | undefined>();
let installed = false;

/**
 * Let the CommonJS modules of a site folder (its config, its sidebars and the local files they
 * require) resolve a package the site has not installed from the tool's own installation, as the
 * bundles do, and then through `resolveMissing`. Packages' own requires are untouched.
 */
export function allowFallbackResolution(siteFolder: string, resolveMissing?: ResolveMissing): void {
  if (!siteFolders.has(siteFolder) || resolveMissing) siteFolders.set(siteFolder, resolveMissing);
  if (installed) return;
  installed = true;
  const original = resolver._resolveFilename;
  const tool = { id: 'docs', filename: fileURLToPath(import.meta.url), paths: resolver._nodeModulePaths(path.dirname(fileURLToPath(import.meta.url))) };
  resolver._resolveFilename = function resolveWithFallback(this: unknown, request, parent, ...rest) {
    try {
      return original.call(this, request, parent, ...rest);
    } catch (error) {
      const from = parent?.filename;
      const folder = from && !/[\\/]node_modules[\\/]/.test(from) ? [...siteFolders.keys()].find((dir) => from.startsWith(dir + path.sep)) : undefined;
      if (folder === undefined || (error as { code?: string }).code !== 'MODULE_NOT_FOUND' || /^[./]|^node:/.test(request) || path.isAbsolute(request)) throw error;
      try {
        return original.call(this, request, tool, ...rest);
      } catch {
        const stand = siteFolders.get(folder)?.(request);
        if (stand) return stand;
        throw error;
      }
    }
  } as Resolver['_resolveFilename'];
}
