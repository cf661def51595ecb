import { existsSync, readFileSync } from 'node:fs';
import { locateKey } from './locateKey.ts';
import path from 'node:path';
import { BuildError, codeFrame, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { importTypeScript } from '../util/importTypeScript.ts';
import { siteConfigSchema } from './schema.ts';
import type { ContentPluginOptions, SiteConfig, UserConfig } from './types.ts';
import { validate } from './validate.ts';
import { encodingsOf } from '../write/compressSetting.ts';
import { DOCUSAURUS_CONFIG_FILES, isDocusaurusConfigFile } from '../../../docusaurus/src/configFiles.ts';

/** Our own config first: a site that has both is built from `docs.config.*`. */
export const CONFIG_FILES = ['docs.config.ts', 'docs.config.mts', 'docs.config.js', 'docs.config.mjs', ...DOCUSAURUS_CONFIG_FILES];

export interface LoadedConfig {
  config: SiteConfig;
  configFile: string;
  siteDir: string;
  /** What loading the config has to say that does not stop the build (keys a Docusaurus config sets that we do not implement). */
  diagnostics: Diagnostic[];
}

export function findConfigFile(siteDir: string): string | undefined {
  return CONFIG_FILES.map((f) => path.join(siteDir, f)).find((f) => existsSync(f));
}

/** Load `docs.config.ts`, validate it and fill in defaults. Any problem is one BuildError naming every bad key. */
export async function loadConfig(siteDir: string): Promise<LoadedConfig> {
  const configFile = findConfigFile(siteDir);
  if (!configFile) {
    throw new BuildError([
      {
        severity: 'error',
        code: 'config-missing',
        message: `No config file in ${siteDir}.`,
        hint: `Create ${path.join(siteDir, 'docs.config.ts')} exporting defineConfig({ title, url }), or run in the folder of a Docusaurus site (the one with docusaurus.config.js).`,
      },
    ]);
  }
  const { raw, diagnostics } = await loadRawConfig(configFile, siteDir);
  if (raw === undefined) {
    throw new BuildError([
      { severity: 'error', code: 'config-invalid', file: configFile, message: 'The config file has no default export.', hint: 'End it with `export default defineConfig({ ... })`.' },
    ]);
  }
  const issues = validate(raw, siteConfigSchema);
  if (issues.length) {
    const source = readFileSync(configFile, 'utf8');
    throw new BuildError(
      issues.map((i) => ({
        severity: 'error',
        code: 'config-invalid',
        file: configFile,
        ...withFrame(source, locateKey(source, i.key)),
        message: `Config key \`${i.key}\` should be ${i.expected}, but is ${i.received}.`,
        hint: i.suggestion ? `Did you mean \`${i.suggestion}\`?` : 'Fix the key in the config file; `defineConfig` gives completion for every key.',
      })),
    );
  }
  return { config: withDefaults(raw as UserConfig), configFile, siteDir, diagnostics };
}

/**
 * The config file's value in our shape, before validation. A `docusaurus.config.*` goes through
 * the Docusaurus package, which maps it onto our config; loaded only for such a site.
 */
async function loadRawConfig(configFile: string, siteDir: string): Promise<{ raw: unknown; diagnostics: Diagnostic[] }> {
  if (isDocusaurusConfigFile(configFile)) {
    const { loadDocusaurusConfig } = await import('../../../docusaurus/src/loadDocusaurusConfig.ts');
    const loaded = await loadDocusaurusConfig(configFile);
    return { raw: loaded.config, diagnostics: loaded.diagnostics };
  }
  try {
    const mod = await importTypeScript<{ default?: unknown }>(configFile, siteDir);
    return { raw: mod.default, diagnostics: [] };
  } catch (error) {
    throw new BuildError([fromLoadError(error, configFile)]);
  }
}

function fromLoadError(error: unknown, file: string): Diagnostic {
  const e = error as { errors?: { text: string; location?: { file: string; line: number; column: number } }[]; message?: string };
  const first = e.errors?.[0];
  if (first) {
    return {
      severity: 'error',
      code: 'config-syntax',
      file: first.location ? path.resolve(path.dirname(file), path.basename(first.location.file)) : file,
      line: first.location?.line,
      column: first.location ? first.location.column + 1 : undefined,
      message: first.text,
    };
  }
  return { severity: 'error', code: 'config-load', file, message: `The config file threw while loading: ${e.message ?? String(error)}` };
}

export function normalizeBaseUrl(baseUrl: string | undefined): string {
  let b = baseUrl ?? '/';
  if (!b.startsWith('/')) b = '/' + b;
  if (!b.endsWith('/')) b += '/';
  return b;
}

export function withDefaults(user: UserConfig): SiteConfig {
  const blog = user.blog === false ? false : {
    path: 'blog',
    routeBasePath: '/blog',
    postsPerPage: 10,
    blogTitle: 'Blog',
    blogSidebarTitle: 'Recent posts',
    ...(user.blog ?? {}),
  };
  return {
    title: user.title,
    tagline: user.tagline ?? '',
    url: user.url.replace(/\/+$/, ''),
    baseUrl: normalizeBaseUrl(user.baseUrl),
    favicon: user.favicon,
    image: user.image,
    i18n: { defaultLocale: user.i18n?.defaultLocale ?? 'en', locales: user.i18n?.locales ?? [user.i18n?.defaultLocale ?? 'en'] },
    docs: {
      path: user.docs?.path ?? 'docs',
      routeBasePath: user.docs?.routeBasePath ?? '/docs',
      sidebarPath: user.docs?.sidebarPath,
      toc: { minHeadingLevel: user.docs?.toc?.minHeadingLevel ?? 2, maxHeadingLevel: user.docs?.toc?.maxHeadingLevel ?? 3 },
      editUrl: user.docs?.editUrl,
      currentVersionLabel: user.docs?.currentVersionLabel ?? 'Next',
      breadcrumbs: user.docs?.breadcrumbs ?? true,
      ...contentPluginsOf(user.docs),
    },
    blog,
    pages: contentPluginsOf(user.pages),
    markdown: {
      format: user.markdown?.format ?? 'mdx',
      mdx1Compat: {
        comments: user.markdown?.mdx1Compat?.comments ?? true,
        admonitions: user.markdown?.mdx1Compat?.admonitions ?? true,
        headingIds: user.markdown?.mdx1Compat?.headingIds ?? true,
      },
    },
    navbar: { title: user.navbar?.title ?? user.title, logo: user.navbar?.logo as SiteConfig['navbar']['logo'], hideOnScroll: user.navbar?.hideOnScroll ?? false, items: user.navbar?.items ?? [] },
    footer: { links: user.footer?.links ?? [], copyright: user.footer?.copyright },
    announcementBar: user.announcementBar as SiteConfig['announcementBar'],
    colorMode: {
      defaultMode: user.colorMode?.defaultMode ?? 'light',
      disableSwitch: user.colorMode?.disableSwitch ?? false,
      respectPrefersColorScheme: user.colorMode?.respectPrefersColorScheme ?? false,
    },
    search: user.search ?? (user.navbar?.items ?? []).some((item) => (item as { type?: string }).type === 'search'),
    propsTables: user.propsTables?.modules ? { modules: user.propsTables.modules } : undefined,
    infima: user.infima ?? false,
    themeConfig: (user.themeConfig ?? {}) as Record<string, unknown>,
    customFields: (user.customFields ?? {}) as Record<string, unknown>,
    csp: (user.csp ?? {}) as Record<string, string[]>,
    deployEnv: (user.deployEnv ?? {}) as Record<string, string>,
    compress: encodingsOf(user.compress),
    staticDir: user.staticDir ?? 'static',
    pagesDir: user.pagesDir ?? 'src/pages',
    onBrokenLinks: user.onBrokenLinks,
  };
}

/** Only the plugin lists a site set, so a config without plugins compiles exactly as before. */
function contentPluginsOf(options: ContentPluginOptions | undefined): ContentPluginOptions {
  const out: ContentPluginOptions = {};
  for (const key of ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'] as const) if (options?.[key]?.length) out[key] = options[key];
  return out;
}

function withFrame(source: string, at: { line: number; column: number } | undefined) {
  return at ? { line: at.line, column: at.column, frame: codeFrame(source, at.line, at.column) } : {};
}
