import type { CompiledDocument } from './types.ts';

/*
 * A document of the site's own folders reads the same in every locale that has no translation of
 * it; what differs between those locales is only the base URL in front of its links and images.
 * Such documents are compiled once, with this token as the base URL, and each locale's build puts
 * its own base URL in its place when it reads them (`rebased`). The token is a path no site
 * writes, made of characters no stage escapes (in a JS string, in JSON, in HTML).
 */
export const LOCALE_BASE = '/__docs_locale_base__/';

/** Base URLs the token can be replaced with as it is: nothing a JS string or JSON would escape. */
const PLAIN_BASE = /^\/[\w\-.~%/]*$/;

/** Whether a locale's base URL can stand where the token is (else its documents compile with it). */
export const canRebase = (baseUrl: string) => PLAIN_BASE.test(baseUrl) && baseUrl.endsWith('/');

/** Text of a document compiled with the token, with `baseUrl` in its place. */
export const withBase = (text: string, baseUrl: string | undefined) => (baseUrl === undefined ? text : text.replaceAll(LOCALE_BASE, baseUrl));

/**
 * A document compiled with the token, as the locale at `baseUrl` shows it: its links, images and
 * messages now; its code when read (`codeOf`, `standaloneOf`), which may still be on disk.
 */
export function rebased(doc: CompiledDocument, baseUrl: string): CompiledDocument {
  const { code, standalone, storedCode, ...rest } = doc;
  const data = JSON.parse(withBase(JSON.stringify(rest), baseUrl)) as Omit<CompiledDocument, 'code'>;
  return {
    ...data,
    code: withBase(code, baseUrl),
    ...(standalone && { standalone: { ...standalone, code: withBase(standalone.code, baseUrl), map: withBase(standalone.map, baseUrl) } }),
    ...(storedCode && { storedCode: { ...storedCode, baseUrl } }),
  };
}
