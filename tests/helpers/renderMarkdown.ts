import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { sharedReactPlugin } from '../../packages/core/src/bundle/bundle.ts';
import { aliasPlugin } from '../../packages/core/src/bundle/plugins.ts';
import { packageSourceDir, toolNodeModules } from '../../packages/core/src/bundle/packagePaths.ts';
import { compileDocument } from '../../packages/core/src/compile/compileDocument.ts';
import { THEME_REPLACED_ELEMENTS } from '../../packages/core/src/compile/replacedElements.ts';
import type { CompiledDocument, CompileOptions } from '../../packages/core/src/compile/types.ts';
import { temporaryFolder } from './site.ts';

export interface RenderedMarkdown {
  compiled: CompiledDocument;
  /**
   * The content as React's server render of the page gives it (empty when compilation failed):
   * raw comments are still markers, for `replaceRawCommentMarkers` once React's own comments are
   * told apart.
   */
  html: string;
}

/** What the generated render module exports: one render function per document, by index. */
interface RenderModule {
  render(index: number): string;
}

const NAMESPACE = 'compiled-doc';

/**
 * Node's own `require`, out of vitest's reach: an `import()` goes through vitest, which transforms
 * the render bundle (some megabytes, the theme and React in it) before running it; that took ten
 * seconds a bundle, most of these tests' time. The bundle is CommonJS for Node and needs none of it.
 */
const requireNatively = createRequire(import.meta.url);

/**
 * The entry of the render bundle: every compiled document, rendered with the theme's MDX
 * components inside the contexts the app provides, the way a route renders its `Content`.
 */
function renderEntry(count: number, contextFile: string, rawCommentFile: string): string {
  const imports = Array.from({ length: count }, (_, i) => `import Doc${i} from '${NAMESPACE}:${i}';`);
  const docs = Array.from({ length: count }, (_, i) => `Doc${i}`).join(', ');
  return `
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import MDXComponents from '@theme/MDXComponents';
import { SiteConfigContext, RouterApiContext, RouterStateContext } from ${JSON.stringify(contextFile)};
import { RawCommentMarkersContext } from ${JSON.stringify(rawCommentFile)};
${imports.join('\n')}
const docs = [${docs}];
const site = { title: 'Spec', tagline: '', url: 'https://example.com', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en'] }, themeConfig: {}, customFields: {} };
const router = { navigate() {}, prefetch() {} };
const state = { path: '/docs/spec', hash: '', search: '', data: {}, notFound: false, pending: false, pastDelay: false, timedOut: false };
export function render(index) {
  const content = h(docs[index], { components: MDXComponents });
  const page = h(SiteConfigContext.Provider, { value: site }, h(RouterApiContext.Provider, { value: router }, h(RouterStateContext.Provider, { value: state }, content)));
  return renderToString(h(RawCommentMarkersContext.Provider, { value: true }, page));
}
`;
}

export interface RenderOptions {
  format?: 'md' | 'mdx';
  /** Over the build's options for a site of the theme (`replacedElements: undefined`: every element JSX). */
  compileOptions?: Partial<CompileOptions>;
}

/**
 * Compile Markdown sources with the real compile stage, then bundle them with the real theme (one
 * esbuild pass for all, the way the build's server bundle is made) and server-render each.
 */
export async function renderMarkdown(sources: string[], { format = 'md', compileOptions }: RenderOptions = {}): Promise<RenderedMarkdown[]> {
  const dir = temporaryFolder('docs-render-markdown-');
  const options: CompileOptions = { permalinks: {}, baseUrl: '/', replacedElements: [...THEME_REPLACED_ELEMENTS], ...compileOptions };
  const compiled = await Promise.all(sources.map((body, i) => compileDocument({ source: path.join(dir, `doc-${i}.${format}`), format, body, frontMatter: {} }, options)));
  const contextFile = path.join(packageSourceDir('@docs/client'), 'context.ts');
  const rawCommentFile = path.join(packageSourceDir('@docs/client'), 'RawComment.tsx');
  const result = await esbuild.build({
    stdin: { contents: renderEntry(sources.length, contextFile, rawCommentFile), resolveDir: dir, loader: 'js' },
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    nodePaths: [toolNodeModules()],
    logLevel: 'silent',
    loader: { '.css': 'empty' },
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [
      sharedReactPlugin(),
      aliasPlugin({ siteDir: dir }),
      {
        name: 'compiled-docs',
        setup(build) {
          build.onResolve({ filter: new RegExp(`^${NAMESPACE}:`) }, (args) => ({ path: args.path.slice(NAMESPACE.length + 1), namespace: NAMESPACE }));
          // A document that failed to compile renders as nothing; the caller sees its diagnostics.
          build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({ contents: compiled[Number(args.path)]!.code || 'export default () => null;', loader: 'js', resolveDir: dir }));
        },
      },
    ],
  });
  const file = path.join(dir, 'render.cjs');
  writeFileSync(file, result.outputFiles[0]!.text);
  const module = requireNatively(file) as RenderModule;
  return compiled.map((doc, i) => ({ compiled: doc, html: doc.code ? module.render(i) : '' }));
}
