import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { sourceOfExcerpt } from '../blog/excerpt.ts';
import { rethrow } from '../bundle/bundle.ts';
import { contextModuleKey } from '../bundle/contextModules.ts';
import type { CompiledDocument } from '../compile/types.ts';
import { hashOf } from '../util/hash.ts';
import { temporaryNameFor } from '../util/writeFileAtomic.ts';

export interface ContentModule {
  default: unknown;
}

/** The server bundle's URL, the names `@docs/client` exports in it, and the esbuild options it was built with. */
export interface SharedClient {
  url: string;
  clientExports: string[];
  /** The names each context module exports, by its real path (see contextModules.ts). */
  sharedExports: Record<string, string[]>;
  options: esbuild.BuildOptions;
}

/**
 * `@docs/client` taken from the server bundle rather than bundled again: a second copy would have
 * contexts of its own, which the page never provides (a raw comment rendered through it would
 * lose its marker; a link, the router).
 */
function sharedClientPlugin({ url, clientExports }: Pick<SharedClient, 'url' | 'clientExports'>): esbuild.Plugin {
  const namespace = 'docs-shared-client';
  return {
    name: namespace,
    setup(build) {
      build.onResolve({ filter: /^@docs\/client$/ }, () => ({ path: '@docs/client', namespace }));
      build.onResolve({ filter: /^file:/ }, (args) => ({ path: args.path, external: true }));
      build.onLoad({ filter: /.*/, namespace }, () => ({
        contents: `import { docsClient } from ${JSON.stringify(url)};\nexport const { ${clientExports.join(', ')} } = docsClient;\n`,
        loader: 'js',
      }));
    },
  };
}

/**
 * The theme's context modules taken from the server bundle as well, for the same reason: a
 * component the document imports (a site's own, calling `useDoc`) must read the page's contexts.
 */
function sharedContextsPlugin({ url, sharedExports }: Pick<SharedClient, 'url' | 'sharedExports'>): esbuild.Plugin {
  return {
    name: 'docs-shared-contexts',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
        if (args.namespace !== 'file') return undefined;
        const key = contextModuleKey(args.path);
        const names = sharedExports[key];
        if (!names) return undefined;
        const named = names.filter((n) => n !== 'default' && /^[A-Za-z_$][\w$]*$/.test(n));
        return {
          contents: [
            `import { docsShared } from ${JSON.stringify(url)};`,
            `const shared = docsShared[${JSON.stringify(key)}];`,
            named.length ? `export const { ${named.join(', ')} } = shared;` : '',
            names.includes('default') ? 'export default shared.default;' : '',
          ].join('\n'),
          loader: 'js',
        };
      });
    },
  };
}

/**
 * Documents compiled again since the server bundle was built, as modules of their own for server
 * rendering: each bundled with what it imports but sharing React with the server bundle, written
 * under `.docs/dev-server/content` and imported. Cached by the compiled code. Bundled with the
 * server bundle's own options and plugins (the MDX partials a document imports, raw-loader,
 * required images, SVG components, CSS modules), so a page renders here as the build renders it;
 * an asset's URL is the one the browser bundle serves it at (the same name and content hash).
 */
export class ContentModules {
  private readonly modules = new Map<string, Promise<ContentModule>>();

  constructor(private readonly siteDir: string) {}

  /** `server`: the server bundle the page renders with, whose `@docs/client` the document must share. */
  get(id: string, doc: CompiledDocument, server: SharedClient): Promise<ContentModule> {
    const key = hashOf(id, doc.code, server.url);
    let module = this.modules.get(key);
    if (!module) {
      module = this.load(id, doc.code, key, server);
      this.modules.set(key, module);
      module.catch(() => this.modules.delete(key));
    }
    return module;
  }

  /** Forget them all: a new server bundle has every document's current content. */
  clear(): void {
    this.modules.clear();
  }

  private async load(id: string, code: string, key: string, server: SharedClient): Promise<ContentModule> {
    const source = id.endsWith('?excerpt') ? sourceOfExcerpt(id) : id;
    const file = path.join(this.siteDir, '.docs', 'dev-server', 'content', `${key}.mjs`);
    const { entryPoints: _entry, plugins = [], ...options } = server.options;
    const result = await esbuild
      .build({
        ...options,
        stdin: { contents: code, resolveDir: path.dirname(source), sourcefile: source, loader: 'js' },
        outfile: file,
        write: false,
        metafile: false,
        // The server bundle's `@docs/client` and context modules first: the alias plugin would bundle other copies.
        plugins: [sharedClientPlugin(server), sharedContextsPlugin(server), ...plugins],
      })
      .catch(rethrow);
    // Assets are served from the browser bundle, under the same names: only the module is kept.
    const module = result.outputFiles.find((f) => f.path === file)!;
    await mkdir(path.dirname(file), { recursive: true });
    // Renamed into place: a load of the same module started meanwhile (after `clear`) imports it
    // whole, never while this one truncates and writes it.
    const temporary = temporaryNameFor(file);
    await writeFile(temporary, module.text);
    await rename(temporary, file);
    return (await import(pathToFileURL(file).href)) as ContentModule;
  }
}
