import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { sourceOfExcerpt } from '../blog/excerpt.ts';
import { rethrow, sharedReactPlugin } from '../bundle/bundle.ts';
import { aliasPlugin } from '../bundle/plugins.ts';
import { rawLoaderPlugin } from '../bundle/rawLoaderPlugin.ts';
import { codeHtmlPlugin } from '../bundle/codeHtmlPlugin.ts';
import { cssModulesPlugin } from '../bundle/cssModules.ts';
import { svgPlugin } from '../bundle/svgPlugin.ts';
import { sassPlugin } from '../bundle/sassPlugin.ts';
import type { CompiledDocument } from '../compile/types.ts';
import { hashOf } from '../util/hash.ts';

export interface ContentModule {
  default: unknown;
}

/** The server bundle's URL and the names `@docs/client` exports in it. */
export interface SharedClient {
  url: string;
  clientExports: string[];
}

/**
 * `@docs/client` taken from the server bundle rather than bundled again: a second copy would have
 * contexts of its own, which the page never provides (a raw comment rendered through it would
 * lose its marker; a link, the router).
 */
function sharedClientPlugin({ url, clientExports }: SharedClient): esbuild.Plugin {
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
 * Documents compiled again since the server bundle was built, as modules of their own for server
 * rendering: each bundled with what it imports but sharing React with the server bundle, written
 * under `.docs/dev-server/content` and imported. Cached by the compiled code.
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
    const result = await esbuild
      .build({
        stdin: { contents: code, resolveDir: path.dirname(source), sourcefile: source, loader: 'js' },
        bundle: true,
        write: false,
        format: 'esm',
        platform: 'node',
        target: 'node20',
        jsx: 'automatic',
        logLevel: 'silent',
        loader: { '.css': 'empty', '.png': 'empty', '.jpg': 'empty', '.svg': 'empty', '.json': 'json' },
        define: { 'process.env.NODE_ENV': '"production"' },
        plugins: [rawLoaderPlugin(), codeHtmlPlugin(), sharedReactPlugin(), sharedClientPlugin(server), svgPlugin({ siteDir: this.siteDir }), aliasPlugin({ siteDir: this.siteDir }), cssModulesPlugin({ siteDir: this.siteDir, emit: false }), sassPlugin({ siteDir: this.siteDir, emit: false })],
      })
      .catch(rethrow);
    const file = path.join(this.siteDir, '.docs', 'dev-server', 'content', `${key}.mjs`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, result.outputFiles[0]!.text);
    return (await import(pathToFileURL(file).href)) as ContentModule;
  }
}
