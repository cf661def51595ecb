import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../../core/src/config/types.ts';
import { BuildError } from '../../../core/src/diagnostics/diagnostic.ts';
import { createPluginHost, type HostedEntry } from './pluginHost.ts';

const made: string[] = [];
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

function siteDir(files: Record<string, string> = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'docs-plugin-host-'));
  made.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

/** The parts of the settled config the host reads. */
const config = (locale = 'en') => ({ title: 'Host', url: 'https://host.example', baseUrl: '/base/', i18n: { defaultLocale: 'en', locales: ['en', 'fr'], currentLocale: locale } }) as unknown as SiteConfig;

function load(dir: string, entries: unknown[], locale?: string) {
  const hosted: HostedEntry[] = entries.map((entry, i) => ({ kind: 'plugins', entry, shown: `plugin ${i}`, line: i + 1, column: 3 }));
  const host = createPluginHost({ entries: hosted, siteDir: dir, configFile: path.join(dir, 'docusaurus.config.js'), siteConfig: { title: 'Host', themeConfig: { navbar: {} } } });
  return host.load({ siteDir: dir, outDir: path.join(dir, 'build'), config: config(locale), configFile: path.join(dir, 'docusaurus.config.js') });
}

describe('the plugin lifecycle', () => {
  it('calls the hooks in Docusaurus\'s order, each plugin created before any loads its content', async () => {
    const calls: string[] = [];
    const plugin = (name: string) => {
      const create = (context: { baseUrl: string }, options: { n: number }) => {
        calls.push(`${name} created ${context.baseUrl} n=${options.n}`);
        return {
          name,
          loadContent: () => (calls.push(`${name} loadContent`), { name }),
          contentLoaded: ({ content }: { content: { name: string } }) => void calls.push(`${name} contentLoaded ${content.name}`),
          allContentLoaded: ({ allContent }: { allContent: Record<string, Record<string, unknown>> }) => void calls.push(`${name} allContentLoaded ${Object.keys(allContent).join('+')}`),
          injectHtmlTags: () => (calls.push(`${name} injectHtmlTags`), {}),
        };
      };
      create.validateOptions = ({ options }: { options: { n: number } }) => (calls.push(`${name} validateOptions`), { ...options, n: options.n + 1 });
      return create;
    };
    await load(siteDir(), [[plugin('a'), { n: 1 }], [plugin('b'), { n: 10 }]]);
    expect(calls).toEqual([
      'a validateOptions', 'a created /base/ n=2', 'b validateOptions', 'b created /base/ n=11',
      'a loadContent', 'b loadContent', 'a contentLoaded a', 'b contentLoaded b', 'a allContentLoaded a+b', 'b allContentLoaded a+b',
      'a injectHtmlTags', 'b injectHtmlTags',
    ]);
  });

  it('gives every plugin an id, merges what validateThemeConfig returns into the themeConfig, and refuses two instances of one id', async () => {
    const seen: unknown[] = [];
    const themed = Object.assign((context: { siteConfig: { themeConfig: unknown } }, options: unknown) => (seen.push(options, context.siteConfig.themeConfig), { name: 'themed' }), {
      validateThemeConfig: ({ themeConfig }: { themeConfig: Record<string, unknown> }) => ({ ...themeConfig, shelf: { rows: 3 } }),
    });
    await load(siteDir(), [[themed, { size: 1 }]]);
    expect(seen).toEqual([{ size: 1, id: 'default' }, { navbar: {}, shelf: { rows: 3 } }]);
    const twice = await load(siteDir(), [() => ({ name: 'same' }), [() => ({ name: 'same' }), { id: 'default' }]]).catch((e: BuildError) => e.diagnostics);
    expect((twice as { code: string; line: number; message: string }[]).map((d) => [d.code, d.line, d.message])).toEqual([['config-invalid', 2, 'The plugin "same" is used twice with the id "default".']]);
  });

  it('keeps global data by plugin name and id, and leaves out a plugin function that returns null', async () => {
    const publish = (_: unknown, options: { id?: string; v: number }) => ({ name: 'pub', contentLoaded: ({ actions }: { actions: { setGlobalData(d: unknown): void } }) => actions.setGlobalData({ v: options.v }) });
    const loaded = await load(siteDir(), [[publish, { v: 1 }], [publish, { id: 'second', v: 2 }], () => null]);
    expect(loaded.globalData).toEqual({ pub: { default: { v: 1 }, second: { v: 2 } } });
  });

  it('translates a plugin\'s content with the locale\'s translation files, over the plugin\'s own messages', async () => {
    const dir = siteDir({ 'i18n/fr/greeter/labels.json': JSON.stringify({ hello: { message: 'Bonjour' } }) });
    const greeter = () => ({
      name: 'greeter',
      loadContent: () => ({ hello: 'Hello', bye: 'Bye' }),
      getTranslationFiles: ({ content }: { content: Record<string, string> }) => [{ path: 'labels', content: Object.fromEntries(Object.entries(content).map(([k, v]) => [k, { message: v }])) }],
      translateContent: ({ translationFiles }: { translationFiles: { content: Record<string, { message: string }> }[] }) => Object.fromEntries(Object.entries(translationFiles[0]!.content).map(([k, v]) => [k, v.message])),
      contentLoaded: ({ content, actions }: { content: unknown; actions: { setGlobalData(d: unknown): void } }) => actions.setGlobalData(content),
    });
    const fr = await load(dir, [greeter], 'fr');
    expect(fr.globalData).toEqual({ greeter: { default: { hello: 'Bonjour', bye: 'Bye' } } });
    expect((await load(dir, [greeter], 'en')).globalData).toEqual({ greeter: { default: { hello: 'Hello', bye: 'Bye' } } });
    // For `docs write-translations`: the plugin's own messages, at their place in the locale's folder.
    expect(fr.translationFiles).toEqual([{ path: path.join('greeter', 'labels.json'), content: { hello: { message: 'Hello' }, bye: { message: 'Bye' } } }]);
  });

  it('writes createData files in the plugin\'s own folder, and refuses a name that leads out of it', async () => {
    const dir = siteDir();
    let written = '';
    const writer = (name: string) => () => ({ name: 'writer', contentLoaded: async ({ actions }: { actions: { createData(n: string, d: unknown): Promise<string> } }) => void (written = await actions.createData(name, { a: 1 })) });
    await load(dir, [writer('a.json')]);
    expect(written).toBe(path.join(dir, '.docs', 'generated', 'plugins', 'writer', 'default', 'a.json'));
    expect(JSON.parse(readFileSync(written, 'utf8'))).toEqual({ a: 1 });
    const refused = await load(dir, [writer('../../../../escape.json')]).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(BuildError);
    expect((refused as BuildError).diagnostics[0]!.message).toMatch(/^The plugin "writer" threw in contentLoaded: createData\("\.\.\/\.\.\/\.\.\/\.\.\/escape\.json"\): the name leads out/);
  });

  it('names a function plugin that throws by its name, at its entry in the config', async () => {
    const failing = await load(siteDir(), [() => ({ name: 'fragile', loadContent: () => Promise.reject(new Error('no content')) })]).catch((e: unknown) => e);
    expect((failing as BuildError).diagnostics.map((d) => [d.code, d.message, d.line])).toEqual([['plugin-failed', 'The plugin "fragile" threw in loadContent: no content', 1]]);
    const nameless = await load(siteDir(), [() => ({})]).catch((e: unknown) => e);
    expect((nameless as BuildError).diagnostics[0]!.message).toBe('The plugin "plugin 0" threw in the plugin function: It returned no plugin object with a string `name`.');
  });

  it('turns the routes into pages of the site, the baseUrl taken off', async () => {
    const routes = () => ({ name: 'routes', contentLoaded: ({ actions }: { actions: { addRoute(r: unknown): void } }) => actions.addRoute({ path: '/base/made', component: '@site/src/Made.js' }) });
    const loaded = await load(siteDir(), [routes]);
    expect(loaded.routes.map((r) => [r.path, r.kind, r.title])).toEqual([['/made', 'page', 'Host']]);
  });

  it('refuses a route path that would leave the output folder or has no leading slash', async () => {
    const adding = (routePath: string) => () => ({ name: 'climber', contentLoaded: ({ actions }: { actions: { addRoute(r: unknown): void } }) => actions.addRoute({ path: routePath, component: '@site/src/X.js' }) });
    const messages = await Promise.all(['/base/../../etc', 'made'].map((p) => load(siteDir(), [adding(p)]).then(() => '', (e: BuildError) => e.diagnostics[0]!.message)));
    expect(messages).toEqual([
      'The plugin "climber" threw in contentLoaded: addRoute: the path "/base/../../etc" has a `.` or `..` segment, which a page\'s address cannot have.',
      'The plugin "climber" threw in contentLoaded: addRoute: the path "made" has no leading `/`, which a page\'s address cannot have.',
    ]);
  });

  it('checks nested routes as it checks routes, and makes a page of each innermost one', async () => {
    const nesting = (child: unknown) => () => ({ name: 'nester', contentLoaded: ({ actions }: { actions: { addRoute(r: unknown): void } }) => actions.addRoute({ path: '/base/shelf', component: '@site/src/Shelf.js', routes: [{ path: '/base/shelf/a', component: '@site/src/A.js' }, child] }) });
    const loaded = await load(siteDir(), [nesting({ path: '/base/shelf/b', component: '@site/src/B.js', routes: [{ path: '/base/shelf/b/c', component: '@site/src/C.js' }] })]);
    expect(loaded.routes.map((r) => r.path)).toEqual(['/shelf/a', '/shelf/b/c']);
    const messages = await Promise.all([{ path: '/base/shelf/../x', component: '@site/src/X.js' }, { path: '/base/shelf/y' }].map((child) => load(siteDir(), [nesting(child)]).then(() => '', (e: BuildError) => e.diagnostics[0]!.message)));
    expect(messages).toEqual([
      'The plugin "nester" threw in contentLoaded: addRoute: the path "/base/shelf/../x" has a `.` or `..` segment, which a page\'s address cannot have.',
      'The plugin "nester" threw in contentLoaded: addRoute takes { path, component, ... } with both strings; got {"path":"/base/shelf/y"}.',
    ]);
  });
});
