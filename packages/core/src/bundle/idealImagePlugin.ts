import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import type { IdealImageOptions } from '../config/types.ts';
import { cacheFolder } from '../util/cacheFolder.ts';

const NAMESPACE = 'docs-ideal-image';
/** Bump when the files or the module written for an image change shape. */
const VERSION = 1;
/** The placeholder's width: a blur of the image shown while the right size loads. */
const PLACEHOLDER_WIDTH = 16;

/**
 * The widths to write, as Docusaurus's plugin-ideal-image chooses them: `sizes`, else `size`, else
 * `steps` widths from `min` to `max`, else the original's; none wider than the original.
 */
export function idealWidths(options: IdealImageOptions, original: number): number[] {
  let wanted: number[];
  if (options.sizes?.length) wanted = options.sizes;
  else if (options.size) wanted = [options.size];
  else if (options.min !== undefined || options.max !== undefined) {
    const min = options.min ?? options.max!;
    const max = options.max ?? original;
    const steps = Math.max(1, options.steps ?? 4);
    wanted = steps === 1 ? [max] : Array.from({ length: steps }, (_, i) => Math.round(min + ((max - min) * i) / (steps - 1)));
  } else wanted = [original];
  return [...new Set(wanted.map((w) => Math.min(Math.round(w), original)).filter((w) => w > 0))].sort((a, b) => a - b);
}

/**
 * With plugin-ideal-image, a PNG or JPEG imported or required by the site's code is, as there, an
 * object: `{ preSrc, src: { src, width, height, images: [{ path, width, height }], srcSet } }`.
 * Each width is written once by sharp into the site's cache (keyed by the image's bytes, width and
 * quality) and bundled as any asset, so it is published under a hashed name.
 */
export function idealImagePlugin(o: { siteDir: string; options: IdealImageOptions }): Plugin {
  const dir = cacheFolder(o.siteDir, 'ideal-image');
  return {
    name: 'docs-ideal-image',
    setup(build) {
      build.onResolve({ filter: /\.(?:png|jpe?g)$/i }, async (args) => {
        if ((args.kind !== 'import-statement' && args.kind !== 'require-call') || args.namespace === NAMESPACE || /[\\/]node_modules[\\/]/.test(args.importer)) return undefined;
        const resolved = await build.resolve(args.path, { kind: 'import-statement', resolveDir: args.resolveDir, importer: args.importer, namespace: NAMESPACE });
        if (resolved.errors.length) return { errors: resolved.errors };
        return { path: resolved.path, namespace: NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
        const { default: sharp } = await import('sharp');
        const bytes = await readFile(args.path);
        const meta = await sharp(bytes).metadata();
        const jpeg = meta.format === 'jpeg';
        const quality = o.options.quality ?? 85;
        const key = createHash('sha256').update(bytes).update(`${VERSION}:${quality}`).digest('hex').slice(0, 16);
        const base = path.basename(args.path).replace(/\.[^.]+$/, '');
        await mkdir(dir, { recursive: true });
        const images: { file: string; width: number; height: number }[] = [];
        for (const width of idealWidths(o.options, meta.width ?? 1)) {
          const height = Math.round(((meta.height ?? 1) * width) / (meta.width ?? 1));
          const file = path.join(dir, `${base}-${key}-${width}.${jpeg ? 'jpg' : 'png'}`);
          if (!existsSync(file)) {
            const resized = sharp(bytes).resize({ width });
            await writeFile(file, await (jpeg ? resized.jpeg({ quality }) : resized.png()).toBuffer());
          }
          images.push({ file, width, height });
        }
        const placeholder = await sharp(bytes).resize({ width: PLACEHOLDER_WIDTH }).png().toBuffer();
        const imports = images.map((img, i) => `import u${i} from ${JSON.stringify(img.file)};`).join('\n');
        const list = images.map((img, i) => `{ path: u${i}, width: ${img.width}, height: ${img.height} }`).join(', ');
        const last = images[images.length - 1]!;
        return {
          contents: `${imports}
const images = [${list}];
const src = { src: images[images.length - 1].path, width: ${last.width}, height: ${last.height}, images, srcSet: images.map((i) => i.path + ' ' + i.width + 'w').join(','), toString() { return this.src; } };
export default { preSrc: ${JSON.stringify(`data:image/png;base64,${placeholder.toString('base64')}`)}, src };
`,
          loader: 'js',
          resolveDir: path.dirname(args.path),
          watchFiles: [args.path],
        };
      });
    },
  };
}
