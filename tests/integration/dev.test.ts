import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI, copyFixture } from '../helpers/site.ts';
import { events, request, startDev, type Dev, stopDev } from '../helpers/dev.ts';

const SECRET = `DEV-SECRET-${randomBytes(8).toString('hex')}`;

let dir: string;
let dev: Dev;

beforeAll(async () => {
  dir = copyFixture('minimal');
  writeFileSync(path.join(dir, 'secret.txt'), SECRET);
  mkdirSync(path.join(dir, 'static', 'nested'), { recursive: true });
  symlinkSync(path.join(dir, 'secret.txt'), path.join(dir, 'static', 'leak.txt'));
  dev = await startDev(dir);
});

afterAll(async () => {
  if (dev) await stopDev(dev);
});

const introFile = () => path.join(dir, 'docs', '01-intro.md');

describe('docs dev', () => {
  it('renders pages on request with the build renderer, plus its update script', async () => {
    const page = await request(dev.port, '/docs/intro');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<html lang="en"');
    expect(page.body).toContain('data-hydrated');
    expect(page.body).toContain('/__docs/events');
    for (const p of ['/docs/intro/', '/docs/intro/index.html', '/404.html']) expect((await request(dev.port, p)).status, p).toBe(200);
    const missing = await request(dev.port, '/no/such/page');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('Page Not Found');
  });

  it('redirects a page asked for by an .html name the build does not write to its address, as docs serve does', async () => {
    for (const [asked, location] of [
      ['/docs/intro.html', '/docs/intro'],
      ['/docs/intro.html?tab=npm&q=a%20b', '/docs/intro?tab=npm&q=a%20b'],
      ['/docs/guides/setup.html', '/docs/guides/setup'],
      // Dot segments resolve as docs serve resolves them, never above the site.
      ['/%2e%2e/docs/intro.html', '/docs/intro'],
      ['/docs/%2e%2e/docs/intro.html', '/docs/intro'],
    ]) {
      const r = await request(dev.port, asked!);
      expect(r.status, asked).toBe(301);
      expect(r.location, asked).toBe(location);
    }
    for (const asked of ['/no/such.html', '//evil.com.html', '/%2e%2e/no/such.html']) {
      const r = await request(dev.port, asked);
      expect(r.status, asked).toBe(404);
      expect(r.location, asked).toBeUndefined();
    }
  });

  it('recompiles an edited document and tells only the pages that show it', async () => {
    const stream = events(dev.port);
    await stream.settle();
    const original = readFileSync(introFile(), 'utf8');
    writeFileSync(introFile(), original.replace(/\n\n([A-Z][^\n]*)/, '\n\nA freshly edited sentence. $1'));
    const update = await stream.next();
    expect(update).toMatchObject({ type: 'update', paths: ['/docs/intro'] });
    expect((await request(dev.port, '/docs/intro')).body).toContain('A freshly edited sentence.');
    // Other pages keep their content and were not told to reload.
    expect((await request(dev.port, '/docs/guides/setup')).body).not.toContain('A freshly edited sentence.');
    stream.close();
  });

  it("ignores editors' swap and backup files", async () => {
    const stream = events(dev.port);
    await stream.settle();
    const litter = [path.join(dir, 'docs', '.01-intro.md.swp'), path.join(dir, 'docs', '01-intro.md~'), path.join(dir, 'docs', '.#01-intro.md')];
    for (const file of litter) writeFileSync(file, 'editor state');
    await new Promise((r) => setTimeout(r, 300));
    const original = readFileSync(introFile(), 'utf8');
    writeFileSync(introFile(), original.replace(/\n\n([A-Z][^\n]*)/, '\n\nSaved next to swap files. $1'));
    // The first event is the document's own update: the swap files caused none.
    expect(await stream.next()).toMatchObject({ type: 'update', paths: ['/docs/intro'] });
    for (const file of litter) unlinkSync(file);
    writeFileSync(introFile(), original);
    expect(await stream.next()).toMatchObject({ type: 'update', paths: ['/docs/intro'] });
    stream.close();
  });

  it('adds and removes routes when files come and go', async () => {
    const stream = events(dev.port);
    await stream.settle();
    const added = path.join(dir, 'docs', 'added.md');
    writeFileSync(added, '---\ntitle: Added later\n---\n\nA page that did not exist at startup.\n');
    expect(await stream.next()).toMatchObject({ type: 'update', paths: '*' });
    expect((await request(dev.port, '/docs/added')).body).toContain('A page that did not exist at startup.');
    unlinkSync(added);
    expect(await stream.next()).toMatchObject({ type: 'update', paths: '*' });
    expect((await request(dev.port, '/docs/added')).status).toBe(404);
    stream.close();
  });

  it('shows a compile error with file, line, column and frame, keeps running, and recovers once fixed', async () => {
    const stream = events(dev.port);
    await stream.settle();
    const original = readFileSync(introFile(), 'utf8');
    const broken = path.join(dir, 'docs', 'broken.mdx');
    writeFileSync(broken, '---\ntitle: Broken\n---\n\nFine line.\n\n<Unclosed>\n\nMore text.\n');
    const error = await stream.next();
    expect(error.type).toBe('error');
    const d = error.diagnostics![0]!;
    expect(d.file).toBe(path.join('docs', 'broken.mdx'));
    expect(d.line).toBe(7);
    expect(d.frame).toContain('<Unclosed>');
    await expect.poll(() => dev.stderr()).toMatch(/docs\/broken\.mdx:\d+:\d+/);
    // The server keeps serving the last good pages meanwhile.
    expect((await request(dev.port, '/docs/intro')).status).toBe(200);
    writeFileSync(broken, '---\ntitle: Broken\n---\n\nFine line.\n\n<div>Closed now.</div>\n');
    expect(await stream.next()).toMatchObject({ type: 'update' });
    expect((await request(dev.port, '/docs/broken')).body).toContain('Closed now.');
    unlinkSync(broken);
    await stream.next();
    writeFileSync(introFile(), original);
    await stream.settle();
    stream.close();
  });

  it('never shows an error for a file caught half-written: a save in several writes, or through a temporary file', async () => {
    const stream = events(dev.port);
    await stream.settle();
    const stderrBefore = dev.stderr().length;
    const pause = () => new Promise((r) => setTimeout(r, 100));
    // An editor that truncates, then writes: the config is empty (no default export) for a moment.
    const configFile = path.join(dir, 'docs.config.ts');
    const config = readFileSync(configFile, 'utf8');
    writeFileSync(configFile, '');
    await pause();
    writeFileSync(configFile, config.replace("title: 'Minimal'", "title: 'Saved in two writes'"));
    await expect.poll(async () => (await request(dev.port, '/docs/intro')).body, { timeout: 15_000 }).toContain('Saved in two writes</title>');
    // A document written in two chunks: its first half ends inside an unclosed element.
    const doc = path.join(dir, 'docs', 'chunked.mdx');
    const text = '---\ntitle: Chunked\n---\n\nFirst paragraph.\n\n<details>\n<summary>More</summary>\n\nThe rest of the page.\n\n</details>\n';
    writeFileSync(doc, text.slice(0, text.indexOf('</summary>')));
    await pause();
    writeFileSync(doc, text);
    await expect.poll(async () => (await request(dev.port, '/docs/chunked')).body, { timeout: 15_000 }).toContain('The rest of the page.');
    // A temporary file renamed over the config; the temporary file alone is no config yet.
    const temp = path.join(dir, '.docs.config.ts.tmp');
    writeFileSync(temp, config.slice(0, config.length >> 1));
    await pause();
    writeFileSync(temp, config);
    renameSync(temp, configFile);
    await expect.poll(async () => (await request(dev.port, '/docs/intro')).body, { timeout: 15_000 }).toContain('Minimal</title>');
    unlinkSync(doc);
    await stream.settle();
    expect(stream.messages.filter((m) => m.type === 'error')).toEqual([]);
    expect(dev.stderr().slice(stderrBefore)).not.toMatch(/error/i);
    stream.close();
  });

  it('rebuilds every page when the config, the sidebars or a theme shadow changes', async () => {
    const stream = events(dev.port);
    await stream.settle();
    const sidebarsFile = path.join(dir, 'sidebars.ts');
    const sidebars = (label: string) => `export default { docs: [{ type: 'category', label: '${label}', collapsed: false, items: ['intro', 'guides/setup'] }] };\n`;
    writeFileSync(sidebarsFile, sidebars('Hand-made category'));
    await stream.next();
    const configFile = path.join(dir, 'docs.config.ts');
    const config = readFileSync(configFile, 'utf8');
    writeFileSync(configFile, config.replace("title: 'Minimal'", "title: 'Renamed Minimal'").replace("docs: { routeBasePath: '/docs' }", "docs: { routeBasePath: '/docs', sidebarPath: 'sidebars.ts' }"));
    expect(await stream.next()).toMatchObject({ type: 'update', paths: '*' });
    let page = (await request(dev.port, '/docs/intro')).body;
    expect(page).toContain('Renamed Minimal</title>');
    expect(page).toContain('Hand-made category');

    writeFileSync(sidebarsFile, sidebars('Edited category'));
    expect(await stream.next()).toMatchObject({ type: 'update', paths: '*' });
    expect((await request(dev.port, '/docs/intro')).body).toContain('Edited category');

    const shadow = path.join(dir, 'src', 'theme', 'Footer.tsx');
    mkdirSync(path.dirname(shadow), { recursive: true });
    writeFileSync(shadow, "import Original from '@theme-original/Footer';\nexport default function Footer() {\n  return <><p>Shadowed footer line</p><Original /></>;\n}\n");
    expect(await stream.next()).toMatchObject({ type: 'update', paths: '*' });
    expect((await request(dev.port, '/docs/intro')).body).toContain('Shadowed footer line');

    unlinkSync(shadow);
    await stream.next();
    writeFileSync(configFile, config);
    await stream.next();
    unlinkSync(sidebarsFile);
    await stream.next();
    page = (await request(dev.port, '/docs/intro')).body;
    expect(page).not.toContain('Shadowed footer line');
    expect(page).not.toContain('Edited category');
    expect(page).toContain('Minimal</title>');
    stream.close();
  });

  it('serves static files, and picks up a new one', async () => {
    expect((await request(dev.port, '/robots.txt')).status).toBe(200);
    writeFileSync(path.join(dir, 'static', 'added.txt'), 'added while running');
    await expect.poll(async () => (await request(dev.port, '/added.txt')).body).toBe('added while running');
  });

  it('prints broken links as warnings with file, line and column, once each, as edits add them', async () => {
    const stream = events(dev.port);
    await stream.settle();
    const original = readFileSync(introFile(), 'utf8');
    writeFileSync(introFile(), original + '\nSee [the missing page](/docs/not-there) and [a missing anchor](#no-such-heading).\n');
    await stream.next();
    await expect.poll(() => dev.stderr(), { timeout: 15_000 }).toMatch(/docs\/01-intro\.md:\d+:\d+: warning: Broken link "\/docs\/not-there"/);
    await expect.poll(() => dev.stderr()).toMatch(/docs\/01-intro\.md:\d+:\d+: warning: Broken link "#no-such-heading"/);
    writeFileSync(introFile(), original);
    await stream.next();
    stream.close();
    // Reported when they appeared, not again on every later update.
    expect(dev.stderr().match(/Broken link "\/docs\/not-there"/g)).toHaveLength(1);
  });

  it('takes the next port when the one asked for is taken, and says so', async () => {
    const blocker = net.createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', () => r()));
    const taken = (blocker.address() as net.AddressInfo).port;
    const child = spawn(process.execPath, [CLI, 'dev', dir, '--port', String(taken)], { env: { ...process.env, CI: 'true' } });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    await expect.poll(() => out, { timeout: 30_000 }).toMatch(/ready in/);
    expect(err).toContain(`Port ${taken} is in use, trying ${taken + 1}.`);
    expect(out).toMatch(new RegExp(`127\\.0\\.0\\.1:${taken + 1}/`));
    await stopDev({ child });
    blocker.close();
  });
});

describe('docs dev: what the build generates after rendering', () => {
  it('serves the search index and the blog feeds, made from the site as it is', async () => {
    const searchSite = await startDev(copyFixture('search'));
    try {
      const meta = await request(searchSite.port, '/search/meta.json');
      expect(meta.status).toBe(200);
      // The worker is bundled when a search first asks for the index: the address it names is served.
      const worker = await request(searchSite.port, (JSON.parse(meta.body) as { worker: string }).worker);
      expect(worker.status).toBe(200);
      expect(worker.body).toContain('postMessage');
      const rss = await request(searchSite.port, '/blog/rss.xml');
      expect(rss.status).toBe(200);
      expect(rss.body).toContain('<rss version="2.0"');
      expect((await request(searchSite.port, '/blog/feed.json')).body).toContain('"version": "https://jsonfeed.org/version/1.1"');
    } finally {
      await stopDev(searchSite);
    }
  });
});

describe('docs dev: nothing outside the site', () => {
  const attempts = ['/../secret.txt', '/%2e%2e/secret.txt', '/%2e%2e%2fsecret.txt', '/..%2fsecret.txt', '/docs/../../secret.txt', '/%2e%2e/%2e%2e/etc/passwd', '//etc/passwd', '/etc/passwd', '/secret.txt', '/leak.txt', '/%252e%252e/secret.txt', '/secret.txt%00.html', '/..%5csecret.txt', '/docs.config.ts', '/.docs/dev-server/entry.mjs'];
  it.each(attempts)('%s never reads outside the output and static folders', async (attempt) => {
    const r = await request(dev.port, attempt);
    expect(r.status).not.toBe(200);
    expect(r.body).not.toContain(SECRET);
    expect(r.body).not.toMatch(/root:.*:0:0:/);
    expect(r.body).not.toContain('defineConfig');
  });
});

describe('docs dev: hostile requests and folders', () => {
  it('refuses a request whose Host is another site (DNS rebinding), and serves localhost names', async () => {
    expect((await request(dev.port, '/docs/intro', { Host: 'evil.example' })).status).toBe(403);
    expect((await request(dev.port, '/docs/intro', { Host: `evil.example:${dev.port}` })).status).toBe(403);
    for (const host of [`localhost:${dev.port}`, `127.0.0.1:${dev.port}`, `docs.localhost:${dev.port}`]) expect((await request(dev.port, '/docs/intro', { Host: host })).status, host).toBe(200);
  });

  it('keeps running with a folder linked into itself, and says once that the link is skipped', async () => {
    const site = copyFixture('minimal');
    symlinkSync('..', path.join(site, 'docs', '02-guides', 'loop'));
    symlinkSync('self', path.join(site, 'docs', 'self'));
    const looped = await startDev(site);
    try {
      const stream = events(looped.port);
      // An edit makes the server walk the folder again; it must still be there afterwards.
      writeFileSync(path.join(site, 'docs', '01-intro.md'), readFileSync(path.join(site, 'docs', '01-intro.md'), 'utf8') + '\nEdited with a loop around.\n');
      await stream.settle();
      writeFileSync(path.join(site, 'docs', 'new-page.md'), '# New page\n\nAdded while the loop is there.\n');
      await stream.settle();
      stream.close();
      expect((await request(looped.port, '/docs/new-page')).body).toContain('Added while the loop is there.');
      expect((await request(looped.port, '/docs/intro')).body).toContain('Edited with a loop around.');
      expect(looped.child.exitCode).toBe(null);
      const said = looped.stderr() + looped.stdout();
      expect(said.match(/loop[^\n]*skipped|skipped[^\n]*loop|symbolic link loop/gi)?.length, said).toBeGreaterThanOrEqual(1);
      expect(said.match(/docs\/02-guides\/loop/g)?.length ?? 0, said).toBeLessThanOrEqual(2);
      expect(said).not.toMatch(/ELOOP.*\n\s+at /);
    } finally {
      await stopDev(looped);
    }
  });
});
