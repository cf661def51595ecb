import type http from 'node:http';
import { contentTypeOf } from '../serve/contentTypes.ts';
import { openFile, readOpened, streamOpened } from '../serve/openedFile.ts';

/** Files up to this size are read whole and sent as read; larger ones (videos, archives) are streamed. */
const HELD_BYTES = 4 * 1024 * 1024;

/** The headers of a file `docs dev` sends: revalidated on every load, since files change as you edit. */
export function devFileHeaders(name: string, length: number): http.OutgoingHttpHeaders {
  return { 'Content-Type': contentTypeOf(name), 'Content-Length': length, 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' };
}

/**
 * Send a file from disk (the static folder, the dev output, an image a document uses) as it is when
 * opened: its size comes from the descriptor it is read through, and the Content-Length from the
 * bytes read, so a file deleted, replaced or rewritten meanwhile is still sent whole and framed
 * right (one cut short in place while it streams ends the connection instead). False, with nothing
 * sent, when there is no such file any more: the caller goes on as if there never was one.
 * Throws on a read error; when it does after the headers, the caller can only end the connection.
 */
export async function sendFile(res: http.ServerResponse, file: string): Promise<boolean> {
  const opened = await openFile(file);
  if (!opened) return false;
  try {
    const { size } = opened.stats;
    if (res.req.method === 'HEAD') res.writeHead(200, devFileHeaders(file, size)).end();
    else if (size <= HELD_BYTES) {
      const { bytes } = await readOpened(opened);
      res.writeHead(200, devFileHeaders(file, bytes.length)).end(bytes);
    } else {
      res.writeHead(200, devFileHeaders(file, size));
      await streamOpened({ handle: opened.handle, size, res });
    }
    return true;
  } finally {
    await opened.handle.close();
  }
}
