import http from 'node:http';
import path from 'node:path';
import { paletteFor } from '../diagnostics/colour.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { formatDiagnosticReport } from '../diagnostics/diagnosticReport.ts';
import { guardLocalHost, serverUrl } from '../serve/hostCheck.ts';
import { resolveRequestFile } from '../serve/resolveRequestFile.ts';
import { DEV_EVENTS_PATH, devClientScript } from './devClient.ts';
import { DevLinkCheck } from './devLinks.ts';
import { DevSession, type DevUpdate } from './devSession.ts';
import { devFileHeaders, sendFile } from './fileResponse.ts';
import { pageRedirect } from './pageRedirect.ts';
import { devRedirectPage } from '../write/clientRedirects.ts';
import { UpdateQueue } from './updateQueue.ts';
import { watchChanges, type ChangeBatch, type ChangeWatcher } from './watchChanges.ts';
import { pluginWatchFolders } from './pluginWatchFolders.ts';

/**
 * Sent when every change seen so far has been applied, and `busy` when a change comes after that
 * (and one of them on connecting): tools and tests wait for `idle` rather than guess how long an
 * update takes.
 */
const IDLE = { type: 'idle' } as const;
const BUSY = { type: 'busy' } as const;

export interface DevServerOptions {
  siteDir: string;
  port: number;
  host: string;
  /** Where to report: startup, updates, errors. */
  log?: NodeJS.WritableStream;
  /** How many ports after `port` to try when it is taken. */
  portAttempts?: number;
  /** The locale to serve (the default locale when unset). */
  locale?: string;
}

export interface DevServer {
  url: string;
  port: number;
  session: DevSession;
  close(): Promise<void>;
}

/** Listen on `port`, or the next free one; say when the asked port was taken. */
async function listen(server: http.Server, port: number, host: string, attempts: number, log: NodeJS.WritableStream): Promise<number> {
  for (let p = port; p < port + attempts; p++) {
    const ok = await new Promise<boolean>((resolve, reject) => {
      const onError = (error: NodeJS.ErrnoException) => {
        server.off('listening', onListening);
        if (error.code === 'EADDRINUSE') resolve(false);
        else reject(error);
      };
      const onListening = () => {
        server.off('error', onError);
        resolve(true);
      };
      server.once('error', onError);
      server.once('listening', onListening);
      server.listen(p, host);
    });
    if (ok) return (server.address() as { port: number }).port;
    log.write(`Port ${p} is in use, trying ${p + 1}.\n`);
  }
  throw new Error(`Ports ${port} to ${port + attempts - 1} are all in use: pass a free one with --port.`);
}

/**
 * `docs dev`: builds the site in memory with the build's stages, renders pages on request, and
 * pushes updates to open pages over server-sent events as files change.
 */
export async function startDevServer(o: DevServerOptions): Promise<DevServer> {
  const log = o.log ?? process.stderr;
  const siteDir = path.resolve(o.siteDir);
  const palette = paletteFor(log as { isTTY?: boolean });
  const format = (list: Diagnostic[]) => formatDiagnosticReport(list, { cwd: siteDir, palette });
  const session = new DevSession(siteDir, o.locale);
  const clients = new Set<http.ServerResponse>();
  /** Whether no change is waiting or being applied; set once the watcher runs. */
  let isIdle = () => false;
  const send = (message: unknown) => {
    const data = `data: ${JSON.stringify(message)}\n\n`;
    for (const client of clients) client.write(data);
  };
  /** The errors the browsers were shown last (cleared by an update that works); a page opened meanwhile gets them too. */
  let shown: Diagnostic[] = [];
  const errorMessage = () => ({ type: 'error', diagnostics: shown.map((d) => ({ ...d, file: d.file ? path.relative(siteDir, d.file) : undefined })) });
  /**
   * Warnings already printed: each is printed once while it lasts, not on every update (a full
   * update forgets the ones that are gone, so a warning that comes back is printed again).
   */
  let printed = new Set<string>();
  const printWarnings = (update: DevUpdate) => {
    const keys = new Map(update.diagnostics.map((d) => [`${d.code}\0${d.file}\0${d.line}\0${d.message}`, d]));
    const fresh = [...keys].flatMap(([key, d]) => (printed.has(key) ? [] : [d]));
    if (fresh.length) log.write(`${format(fresh)}\n`);
    printed = update.kind === 'full' ? new Set(keys.keys()) : new Set([...printed, ...keys.keys()]);
  };
  /** `announced`: pages the browsers were already told about while the update ran. */
  const report = (update: DevUpdate, announced: string[] = [], files: string[] = []) => {
    shown = update.ok ? [] : update.diagnostics;
    if (!update.ok) {
      log.write(`\n${format(update.diagnostics)}\n\nThe server keeps running; save a fix and the page recovers.\n`);
      send({ ...errorMessage(), files });
      return;
    }
    printWarnings(update);
    const paths = update.paths === '*' ? update.paths : update.paths.filter((p) => !announced.includes(p));
    if (paths === '*' || paths.length > 0 || announced.length === 0) send({ type: 'update', paths, files, ms: Math.round(update.ms) });
  };

  const links = new DevLinkCheck(session, (diagnostics) => {
    if (diagnostics.length) log.write(`${format(diagnostics)}\n`);
  });
  // The server answers once the site is loaded (its routes known), while the first update bundles:
  // a page asked for then compiles its documents meanwhile (see DevSession.prefetch), and is sent
  // once the update is done. Every request waits for `started`, which reports the first update.
  const firstUpdate = session.update();
  await Promise.race([session.loaded(), firstUpdate]);
  /**
   * After a full update, in the background: the documents it left uncompiled (a first start
   * compiles pages as they are asked for), then a full update that finds them all in the cache; or,
   * when none were left, the compiler loaded. Then every page's links are checked.
   */
  const afterFullUpdate = () => {
    void session.compileInBackground().then(
      (done) => {
        if (!done) {
          // Nothing was left, or an update made this work moot while it waited: that update could
          // not say idle while this ran, so say it now.
          announceIdle();
          return session.warmUp().then(() => links.refresh('*'));
        }
        if (!done.ok) report(done);
        else {
          log.write(`Compiled the documents left at start in ${(done.ms / 1000).toFixed(1)} s; updating the pages that show them.\n`);
          // No file is being written: its errors are real once this update is over.
          queue.push({ files: [], settled: () => queue.drained().then(() => true) });
        }
        announceIdle();
      },
      () => announceIdle(),
    );
  };

  /** Whether the first update is done; `started` settles once it is reported (set up at the end, when everything it uses is). */
  let firstDone = false;
  let reportedFirst = () => {};
  const started = new Promise<void>((resolve) => (reportedFirst = resolve));

  /**
   * A file from disk; false when it is not there (any more). A read error ends this response
   * alone: the server goes on answering.
   */
  const serveFile = async (res: http.ServerResponse, file: string): Promise<boolean> => {
    try {
      return await sendFile(res, file);
    } catch (error) {
      log.write(`Reading ${path.relative(siteDir, file)} failed: ${(error as Error).message}\n`);
      if (res.headersSent) res.destroy();
      else res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('The file could not be read.\n');
      return true;
    }
  };
  const serveBytes = (res: http.ServerResponse, name: string, bytes: Uint8Array) => {
    res.writeHead(200, devFileHeaders(name, bytes.byteLength)).end(bytes);
  };
  const page = (html: string) => html.replace('</body>', `<script>${devClientScript()}</script>\n</body>`);

  const server = http.createServer();
  const hostAllowed = guardLocalHost(server);
  server.on('request', async (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!hostAllowed(req, res)) return;
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      const urlPath = (req.url ?? '/').split('?')[0]!.split('#')[0]!;
      if (urlPath === DEV_EVENTS_PATH) {
        res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
        res.write(': connected\n\n');
        if (shown.length) res.write(`data: ${JSON.stringify(errorMessage())}\n\n`);
        res.write(`data: ${JSON.stringify(isIdle() ? IDLE : BUSY)}\n\n`);
        clients.add(res);
        req.on('close', () => clients.delete(res));
        return;
      }
      if (!firstDone) session.prefetch(urlPath);
      await started;
      await session.idle();
      const site = session.site;
      const base = site?.config.baseUrl ?? '/';
      const route = session.routeFor(urlPath);
      if (route && session.bundled) {
        const location = pageRedirect({ url: req.url ?? '/', baseUrl: base, routePath: route.path, trailingSlash: site?.config.trailingSlash });
        if (location) return void res.writeHead(301, { Location: location, 'Cache-Control': 'no-cache', 'Content-Length': 0 }).end();
        // Rendered before the headers go: a page that fails to render is answered with its error.
        const html = page(await session.render(route));
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' }).end(html);
        return;
      }
      // Only the browser bundle (in memory), the dev output's data files, the site's static
      // folder and the images documents use.
      const inside = urlPath.startsWith(base) ? '/' + urlPath.slice(base.length) : undefined;
      if (inside !== undefined) {
        const built = (await session.clientFile(inside)) ?? (await session.generatedFile(inside));
        if (built !== undefined) return void serveBytes(res, inside, typeof built === 'string' ? Buffer.from(built) : built);
        // A file that vanishes between being found and being opened is one that was never there.
        for (const root of [session.outDir, ...(site?.config.staticDirectories ?? ['static']).map((d) => path.join(siteDir, d))]) {
          const file = await resolveRequestFile(root, inside).catch(() => undefined);
          if (file && !file.endsWith('.html') && (await serveFile(res, file))) return;
        }
        const asset = session.asset(inside.replace(/^\//, ''));
        if (asset && (await serveFile(res, asset))) return;
        const redirect = site?.config.clientRedirects && devRedirectPage(inside, site.config.clientRedirects, { pagePaths: site.routes.map((r) => r.path), baseUrl: base, trailingSlash: site.config.trailingSlash });
        if (redirect) return void res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' }).end(redirect);
      }
      const notFound = session.notFoundRoute();
      if (notFound && session.bundled) {
        const html = page(await session.render(notFound));
        res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' }).end(html);
        return;
      }
      if (!session.bundled && shown.length) {
        // Nothing built yet: a bare page whose dev script shows the errors in its overlay.
        res.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8' }).end(page('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Build error</title></head><body><h1>The site could not be built yet</h1></body></html>'));
        return;
      }
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    } catch (error) {
      // A page that throws while rendering must not take the server down.
      const message = (error as Error).stack ?? String(error);
      log.write(`Rendering ${req.url} failed: ${message}\n`);
      // Half a response already sent: only ending the connection tells the browser it is not whole.
      if (res.headersSent) return void res.destroy();
      res.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8' }).end(page(`<!DOCTYPE html><html><body><h1>This page failed to render</h1><pre>${message.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!)}</pre></body></html>`));
    }
  });
  const port = await listen(server, o.port, o.host, o.portAttempts ?? 20, log);
  const url = serverUrl(o.host, port, session.planned?.config.baseUrl ?? '/');

  // One update at a time; batches that come meanwhile are merged into the next one.
  const debug = process.env.DOCS_DEBUG?.includes('watch');
  const rel = (files: string[]) => files.map((f) => path.relative(siteDir, f));
  /** Errors waiting out their settle time before they are shown (see below). */
  let errorsSettling = 0;
  let state: typeof IDLE | typeof BUSY = BUSY;
  const announce = (next: typeof IDLE | typeof BUSY) => {
    if (state !== next) send((state = next));
  };
  const announceIdle = () => {
    if (isIdle()) announce(IDLE);
  };
  const queue = new UpdateQueue(async (batch, seq) => {
    // A change saved while the first update runs is applied after it, never beside it.
    await started;
    // DOCS_DEBUG=watch: which files each update is for, to tell an unexpected update's cause.
    if (debug) log.write(`[watch] update ${seq}: ${rel(batch.files).join(', ')}\n`);
    const announced: string[] = [];
    const update = await session.update(batch.files, {
      onPagesChanged: (paths) => {
        announced.push(...paths);
        send({ type: 'update', paths, files: rel(batch.files) });
      },
    });
    if (debug) log.write(`[watch] update ${seq} ${update.ok ? `${update.kind}: ${JSON.stringify(update.paths)}` : 'failed'}\n`);
    if (update.ok) {
      report(update, announced, rel(batch.files));
      if (update.kind === 'full') afterFullUpdate();
      // Once the browser bundle has caught up, so the check never delays a page.
      void session.clientReady().then(() => links.refresh(update.paths));
      log.write(`Updated ${update.paths === '*' ? 'every page' : update.paths.length === 1 ? update.paths[0] : `${update.paths.length} pages`} in ${Math.round(update.ms)} ms.\n`);
      return;
    }
    // An error is shown only once the files it came from have settled and no newer change came:
    // an editor's save in several writes must not flash an error that a moment later is gone.
    errorsSettling++;
    void batch.settled().then((settled) => {
      errorsSettling--;
      if (settled && seq === queue.started && queue.idle) report(update, announced, rel(batch.files));
      announceIdle();
    });
  }, () => announceIdle());
  const onBatch = (batch: ChangeBatch) => {
    announce(BUSY);
    queue.push(batch);
  };
  const watchOptions = { onQuiet: announceIdle, onSkipped: (file: string, reason: string) => log.write(`Not watching ${path.relative(siteDir, file) || '.'}: it ${reason}.\n`) };
  const watcher: ChangeWatcher = await watchChanges(siteDir, onBatch, watchOptions);
  // What the site's plugins ask to watch outside the site folder (`getPathsToWatch`), as they were at the start.
  const pluginWatchers = await Promise.all(pluginWatchFolders(siteDir, session.planned?.plugins?.watchPaths ?? []).map((dir) => watchChanges(dir, onBatch, watchOptions)));
  isIdle = () => firstDone && queue.idle && watcher.quiet && pluginWatchers.every((w) => w.quiet) && errorsSettling === 0 && !session.compilingInBackground;
  void firstUpdate.then((first) => {
    firstDone = true;
    if (!first.ok) report(first);
    else {
      printWarnings(first);
      afterFullUpdate();
    }
    reportedFirst();
    announceIdle();
  });

  return {
    url,
    port,
    session,
    close: async () => {
      await started;
      await Promise.all([watcher, ...pluginWatchers].map((w) => w.close()));
      for (const client of clients) client.end();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await queue.drained();
      await links.stop();
      await session.dispose();
    },
  };
}
