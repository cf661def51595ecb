import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { sourceOfExcerpt } from '../blog/excerpt.ts';
import { rethrow, sharedReactPlugin } from '../bundle/bundle.ts';
import { aliasPlugin } from '../bundle/plugins.ts';
import { sassPlugin } from '../bundle/sassPlugin.ts';
import type { CompiledDocument } from '../compile/types.ts';
import { hashOf } from '../util/hash.ts';

export interface ContentModule {
  default: unknown;
}

/**
 * Documents compiled again since the server bundle was built, as modules of their own for server
 * rendering: each bundled with what it imports but sharing React with the server bundle, written
 * under `.docs/dev-server/content` and imported. Cached by the compiled code.
 */
export class ContentModules {
  private readonly modules = new Map<string, Promise<ContentModule>>();

  constructor(private readonly siteDir: string) {}

  get(id: string, doc: CompiledDocument): Promise<ContentModule> {
    const key = hashOf(id, doc.code);
    let module = this.modules.get(key);
    if (!module) {
      module = this.load(id, doc.code, key);
      this.modules.set(key, module);
      module.catch(() => this.modules.delete(key));
    }
    return module;
  }

  /** Forget them all: a new server bundle has every document's current content. */
  clear(): void {
    this.modules.clear();
  }

  private async load(id: string, code: string, key: string): Promise<ContentModule> {
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
        plugins: [sharedReactPlugin(), aliasPlugin({ siteDir: this.siteDir }), sassPlugin({ siteDir: this.siteDir, emit: false })],
      })
      .catch(rethrow);
    const file = path.join(this.siteDir, '.docs', 'dev-server', 'content', `${key}.mjs`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, result.outputFiles[0]!.text);
    return (await import(pathToFileURL(file).href)) as ContentModule;
  }
}
