import type http from 'node:http';

/** Loopback addresses a server can be bound to: 127.0.0.0/8 (Debian names the machine 127.0.1.1), ::1, and IPv4 loopback mapped into IPv6. */
const LOOPBACK_ADDRESS = /^(?:127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** Whether a Host header (`name`, `name:port`, `[v6]`, `[v6]:port`) names this machine as only it can be named. */
function isLocalHostHeader(host: string): boolean {
  const name = (host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d*$/, '')).toLowerCase();
  return name === 'localhost' || name === '127.0.0.1' || name === '[::1]' || name.endsWith('.localhost');
}

/**
 * Guard against DNS rebinding: a page on evil.example whose name is made to resolve to 127.0.0.1
 * could otherwise read a local server from the browser, its own origin allowing it. While the
 * server is bound to a loopback address, a request whose Host header is not localhost,
 * 127.0.0.1, [::1] or a *.localhost name is answered 403. The check reads the address the server
 * is actually bound to (so `--host localhost` counts, whichever address it resolved to); bound
 * to 0.0.0.0 or a public address, the user chose to expose it and every Host passes.
 *
 * Returns the per-request check: false when it refused the request (and answered it).
 */
export function guardLocalHost(server: http.Server): (req: http.IncomingMessage, res: http.ServerResponse) => boolean {
  let loopback = false;
  const update = () => {
    const address = server.address();
    loopback = typeof address === 'object' && address !== null && LOOPBACK_ADDRESS.test(address.address);
  };
  server.on('listening', update);
  if (server.listening) update();
  return (req, res) => {
    if (!loopback || isLocalHostHeader(req.headers.host ?? '')) return true;
    res
      .writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' })
      .end('Refused: this local server only answers requests for localhost, 127.0.0.1 or [::1] (a guard against DNS rebinding); serve with --host 0.0.0.0 to answer other names.\n');
    return false;
  };
}

/** The address to print for a server listening on `host`: `localhost` for every interface, IPv6 in brackets. */
export function serverUrl(host: string, port: number, pathname = '/'): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}${pathname}`;
}
