import path from 'node:path';
import type { OutputFile } from 'esbuild';

/**
 * The browser bundle of `docs dev`, held in memory by URL path (`/assets/js/entry.js`): nothing is
 * written to disk, and a request can only ever get a file a build produced (a lookup by exact key,
 * no file system path to escape from). Files of earlier builds stay, so a page rendered just
 * before a rebuild can still fetch the chunks it names; hashed names make them harmless.
 */
export class ClientOutputs {
  private readonly files = new Map<string, Uint8Array>();

  constructor(private readonly outDir: string) {}

  add(outputs: OutputFile[] | undefined): void {
    for (const file of outputs ?? []) this.files.set('/' + path.relative(this.outDir, file.path).split(path.sep).join('/'), file.contents);
  }

  /** A file by its path inside the site's base URL. */
  get(urlPath: string): Uint8Array | undefined {
    return this.files.get(urlPath);
  }

  /** Scripts (and their maps) must match the HTML they hydrate: they wait for a rebuild under way. Styles need not. */
  static waitsForRebuild(urlPath: string): boolean {
    return /\.js(\.map)?$/.test(urlPath);
  }
}
