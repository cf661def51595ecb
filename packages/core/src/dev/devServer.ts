import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { formatDiagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { CONTENT_TYPES, resolveRequestFile } from '../serve/staticServer.ts';
import { DEV_EVENTS_PATH, devClientScript } from './devClient.ts';
import { DevLinkCheck } from './devLinks.ts';
import { DevSession, type DevUpdate } from './devSession.ts';
import { watchChanges } from './watchChanges.ts';

export interface DevServerOptions {
  siteDir: string;
  port: number;
  host: string;
  /** Where to report: startup, updates, errors. */
  log?: NodeJS.WritableStream;
  /** How many ports after `port` to try when it is taken. */
  portAttempts?: number;
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
  const session = new DevSession(siteDir);
  const clients = new Set<http.ServerResponse>();
  const send = (message: unknown) => {
    const data = `data: ${JSON.stringify(message)}\n\n`;
    for (const client of clients) client.write(data);
  };
  /** `announced`: pages the browsers were already told about while the update ran. */
  /** The errors the browsers were shown last (cleared by an update that works); a page opened meanwhile gets them too. */
  let shown: Diagnostic[] = [];
  const errorMessage = () => ({ type: 'error', diagnostics: shown.map((d) => ({ ...d, file: d.file ? path.relative(siteDir, d.file) : undefined })) });
  const report = (update: DevUpdate, announced: string[] = []) => {
    const rel = (d: Diagnostic) => formatDiagnostic(d, siteDir);
    shown = update.ok ? [] : update.diagnostics;
    if (!update.ok) {
      log.write(`\n${update.diagnostics.map(rel).join('\n\n')}\n\nThe server keeps running; save a fix and the page recovers.\n`);
      send(errorMessage());
      return;
    }
    for (const d of update.diagnostics) log.write(`${rel(d)}\n`);
    const paths = update.paths === '*' ? update.paths : update.paths.filter((p) => !announced.includes(p));
    if (paths === '*' || paths.length > 0 || announced.length === 0) send({ type: 'update', paths, ms: Math.round(update.ms) });
  };

  const links = new DevLinkCheck(session, (diagnostics) => {
    for (const d of diagnostics) log.write(`${formatDiagnostic(d, siteDir)}\n`);
  });
  const first = await session.update();
  if (!first.ok) report(first);
  else for (const d of first.diagnostics) log.write(`${formatDiagnostic(d, siteDir)}\n`);
  // After start, in the background: the compiler loaded, then every page's links checked.
  void session.warmUp().then(() => (first.ok ? links.refresh('*') : undefined));

  const serveFile = async (res: http.ServerResponse, file: string) => {
    const { size } = await stat(file);
    res.writeHead(200, { 'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream', 'Content-Length': size, 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' });
    createReadStream(file).pipe(res);
  };
  const serveBytes = (res: http.ServerResponse, name: string, bytes: Uint8Array) => {
    res.writeHead(200, { 'Content-Type': CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream', 'Content-Length': bytes.byteLength, 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' });
    res.end(bytes);
  };
  const page = (html: string) => html.replace('</body>', `<script>${devClientScript()}</script>\n</body>`);

  const server = http.createServer(async (req, res) => {
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
        clients.add(res);
        req.on('close', () => clients.delete(res));
        return;
      }
      await session.idle();
      const site = session.site;
      const base = site?.config.baseUrl ?? '/';
      const route = session.routeFor(urlPath);
      if (route && session.bundled) {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' }).end(page(await session.render(route)));
        return;
      }
      // Only the browser bundle (in memory), the dev output's data files, the site's static
      // folder and the images documents use.
      const inside = urlPath.startsWith(base) ? '/' + urlPath.slice(base.length) : undefined;
      if (inside !== undefined) {
        const built = (await session.clientFile(inside)) ?? (await session.generatedFile(inside));
        if (built !== undefined) return void serveBytes(res, inside, typeof built === 'string' ? Buffer.from(built) : built);
        for (const root of [session.outDir, path.join(siteDir, site?.config.staticDir ?? 'static')]) {
          const file = await resolveRequestFile(root, inside).catch(() => undefined);
          if (file && !file.endsWith('.html')) return void (await serveFile(res, file));
        }
        const asset = session.asset(inside.replace(/^\//, ''));
        if (asset) return void (await serveFile(res, asset));
      }
      const notFound = session.notFoundRoute();
      if (notFound && session.bundled) {
        res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' }).end(page(await session.render(notFound)));
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
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(page(`<!DOCTYPE html><html><body><h1>This page failed to render</h1><pre>${message.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!)}</pre></body></html>`));
    }
  });
  const port = await listen(server, o.port, o.host, o.portAttempts ?? 20, log);
  const url = `http://${o.host === '0.0.0.0' ? 'localhost' : o.host}:${port}${session.site?.config.baseUrl ?? '/'}`;

  // Every batch of changes runs one update; batches during an update run after it, in order.
  let running: Promise<DevUpdate | undefined> = Promise.resolve(undefined);
  let batches = 0;
  const watcher = await watchChanges(siteDir, (batch) => {
    const seq = ++batches;
    running = running.then(async () => {
      const announced: string[] = [];
      const update = await session.update(batch.files, {
        onPagesChanged: (paths) => {
          announced.push(...paths);
          send({ type: 'update', paths });
        },
      });
      if (update.ok) report(update, announced);
      // An error is shown only once the files it came from have settled and no newer change came:
      // an editor's save in several writes must not flash an error that a moment later is gone.
      else void batch.settled().then((settled) => settled && seq === batches && report(update, announced));
      // Once the browser bundle has caught up, so the check never delays a page.
      if (update.ok) void session.clientReady().then(() => links.refresh(update.paths));
      log.write(update.ok ? `Updated ${update.paths === '*' ? 'every page' : update.paths.length === 1 ? update.paths[0] : `${update.paths.length} pages`} in ${Math.round(update.ms)} ms.\n` : '');
      return update;
    });
  });

  return {
    url,
    port,
    session,
    close: async () => {
      await watcher.close();
      for (const client of clients) client.end();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await running.catch(() => undefined);
      await links.stop();
      await session.dispose();
    },
  };
}
