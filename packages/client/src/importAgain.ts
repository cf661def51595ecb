/** Tries made so far: each gives the address a query no earlier try used. */
let tries = 0;

/** `url` with the `retry` query of try `n`, replacing an earlier one rather than adding to it. */
export function addressAgain(url: string, n: number): string {
  const bare = url.replace(/[?&]retry=\d+$/, '');
  return `${bare}${bare.includes('?') ? '&' : '?'}retry=${n}`;
}

/**
 * Import a script again after its fetch failed. A browser may keep a module whose fetch failed as
 * failed for the page's life (Chromium 150 does): asked for the same address, it fails at once
 * without a request. Under a `retry` query the file is a new module to the browser and the same
 * file to the server.
 */
export function importAgain(url: string): Promise<unknown> {
  return import(/* @vite-ignore */ addressAgain(url, ++tries));
}
