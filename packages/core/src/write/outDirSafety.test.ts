import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withDefaults } from '../config/loadConfig.ts';
import type { UserConfig } from '../config/types.ts';
import { checkOutDir, OUT_DIR_UNSAFE } from './outDirSafety.ts';
import { OUTPUT_MARKER } from './outputMarker.ts';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A site in a folder of its own (`<root>/site`), with every source folder the check knows. */
function site() {
  const root = realpathSync(mkdtempSync(path.join(tmpdir(), 'outdir-safety-')));
  made.push(root);
  const siteDir = path.join(root, 'site');
  for (const dir of ['docs/guide', 'blog', 'src/pages', 'static/img', 'node_modules/react', '.docs/cache']) mkdirSync(path.join(siteDir, dir), { recursive: true });
  writeFileSync(path.join(siteDir, 'docs', 'intro.md'), '# Intro\n');
  const configFile = path.join(siteDir, 'docs.config.ts');
  writeFileSync(configFile, 'export default {};\n');
  writeFileSync(path.join(siteDir, 'sidebars.ts'), 'export default {};\n');
  const check = (outDir: string, options: { emptyOutDir?: boolean; config?: Partial<UserConfig> } = {}) =>
    checkOutDir({ siteDir, outDir, configFile, config: withDefaults({ title: 'T', url: 'https://t.example', docs: { sidebarPath: 'sidebars.ts' }, ...options.config }), emptyOutDir: options.emptyOutDir });
  return { root, siteDir, check };
}

describe('checkOutDir: refused, whatever the folder holds', () => {
  const { root, siteDir, check } = site();
  const at = (...parts: string[]) => path.join(siteDir, ...parts);

  it.each([
    ['the site itself', siteDir, 'is the site folder itself'],
    ['the parent of the site', root, 'holds the site'],
    ['the file system root', '/', 'holds the site'],
    ['the docs folder', at('docs'), "is the site's docs folder"],
    ['a folder inside docs', at('docs', 'guide'), "is inside the site's docs folder"],
    ['a new folder inside docs', at('docs', 'out'), "is inside the site's docs folder"],
    ['the blog folder', at('blog'), "is the site's blog folder"],
    ['the pages folder', at('src', 'pages'), "is the site's pages folder"],
    ['the static folder', at('static'), "is the site's static folder"],
    ['inside the static folder', at('static', 'img'), "is inside the site's static folder"],
    ['src', at('src'), "is the site's src folder"],
    ['node_modules', at('node_modules'), "is the site's node_modules folder"],
    ['inside node_modules', at('node_modules', '.cache', 'out'), "is inside the site's node_modules folder"],
    ['the cache folder', at('.docs'), "is the site's cache folder"],
    ['the config file', at('docs.config.ts'), "is the site's config file"],
    ['the sidebars file', at('sidebars.ts'), "is the site's sidebars file"],
  ])('%s', (_name, outDir, message) => {
    const refused = check(outDir, { emptyOutDir: true });
    expect(refused).toMatchObject({ severity: 'error', code: OUT_DIR_UNSAFE, file: outDir });
    expect(refused!.message).toContain(message);
    expect(refused!.hint).toContain('--out-dir');
  });

  it('a symlink to the site, to an ancestor, or into the sources', () => {
    const links = path.join(root, 'links');
    mkdirSync(links);
    const link = (name: string, target: string) => {
      symlinkSync(target, path.join(links, name));
      return path.join(links, name);
    };
    expect(check(link('site', siteDir))?.message).toContain('is the site folder itself');
    expect(check(link('up', root))?.message).toContain('holds the site');
    expect(check(link('docs', at('docs')))?.message).toContain("is the site's docs folder");
    // A link to a folder not made yet leads where it points.
    expect(check(link('dangling', at('docs', 'not-yet')))?.message).toContain("is inside the site's docs folder");
    expect(check(path.join(link('into-static', at('static')), 'sub', 'out'))?.message).toContain("is inside the site's static folder");
  });

  it('a content folder outside the site, and a folder holding it', () => {
    const shared = path.join(root, 'shared', 'docs');
    mkdirSync(shared, { recursive: true });
    const config = { docs: { path: shared } };
    expect(check(shared, { config })?.message).toContain("is the site's docs folder");
    expect(check(path.join(root, 'shared'), { config })?.message).toContain("holds the site's docs folder");
    expect(check(path.join(root, 'elsewhere'), { config })).toBeUndefined();
  });

  it("another docs set's folder and another blog's folder", () => {
    const config = { docsInstances: [{ id: 'community', path: 'community', routeBasePath: 'community' }], blogInstances: [{ id: 'changelog', path: 'changelog', routeBasePath: 'changelog' }] };
    expect(check(at('community'), { config })?.message).toContain("is the site's community docs folder");
    expect(check(at('changelog', 'out'), { config })?.message).toContain("is inside the site's changelog blog folder");
  });

  it('the home folder, and the current folder', () => {
    const home = path.join(root, 'home');
    mkdirSync(home);
    const saved = process.env.HOME;
    process.env.HOME = home;
    try {
      expect(check(home, { emptyOutDir: true })?.message).toContain('is the home folder');
    } finally {
      process.env.HOME = saved;
    }
    const here = process.cwd();
    const current = path.join(root, 'current');
    mkdirSync(current);
    process.chdir(current);
    try {
      expect(check(current, { emptyOutDir: true })?.message).toContain('is the current folder');
      expect(check(path.join(current, 'out'))).toBeUndefined();
    } finally {
      process.chdir(here);
    }
  });

  it('a file', () => {
    const file = path.join(root, 'notes.txt');
    writeFileSync(file, 'mine');
    expect(check(file, { emptyOutDir: true })?.message).toContain('is a file');
  });
});

describe('checkOutDir: an existing folder', () => {
  const { root, siteDir, check } = site();
  const folder = (name: string, files: Record<string, string>) => {
    const dir = path.join(root, name);
    mkdirSync(dir);
    for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
    return dir;
  };

  it('that does not exist, or is empty, is fine', () => {
    expect(check(path.join(siteDir, 'build'))).toBeUndefined();
    expect(check(path.join(root, 'new', 'deeper'))).toBeUndefined();
    expect(check(folder('empty', {}))).toBeUndefined();
  });

  it('holding a previous output is fine: with the marker, or with the manifest of a build made before it', () => {
    expect(check(folder('marked', { [OUTPUT_MARKER]: '', 'index.html': '<p>' }))).toBeUndefined();
    const manifest = { version: 1, baseUrl: '/', entry: { js: '/assets/js/main.js', css: [], imports: [] }, routesIndex: '/assets/js/routes.json', routes: [] };
    expect(check(folder('before-the-marker', { 'manifest.json': JSON.stringify(manifest), 'index.html': '<p>' }))).toBeUndefined();
  });

  it('holding anything else is refused, naming some of the files, unless --empty-out-dir', () => {
    const stranger = folder('stranger', { 'thesis.tex': 'mine', 'b.txt': '', 'c.txt': '', 'd.txt': '' });
    const refused = check(stranger);
    expect(refused).toMatchObject({ code: OUT_DIR_UNSAFE, file: stranger });
    expect(refused!.message).toContain('holds files docs build did not write (b.txt, c.txt, d.txt, ...)');
    expect(refused!.hint).toMatch(/Remove the folder yourself or choose another --out-dir; or pass --empty-out-dir/);
    expect(check(stranger, { emptyOutDir: true })).toBeUndefined();
    // A web app manifest is not a build's manifest.
    expect(check(folder('pwa', { 'manifest.json': '{"name":"App","icons":[]}' }))?.code).toBe(OUT_DIR_UNSAFE);
  });
});
