import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Location, Message, PartialMessage } from 'esbuild';
import { isExcerptId, sourceOfExcerpt } from '../blog/excerpt.ts';
import { codeFrame, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { explainMissingModule } from './explainMissingModule.ts';
import { locateImport, type SourcePosition } from './locateImport.ts';

export const MODULE_NOT_FOUND = 'module-not-found';

/** Carried by the errors the build's own plugins give for an import that names nothing. */
export interface MissingModuleDetail {
  code: typeof MODULE_NOT_FOUND;
  specifier: string;
}

export interface BundleErrorContext {
  siteDir?: string;
  /**
   * Generated modules (absolute paths) and the file each stands for: a route module for the
   * document or page it shows, the browser entry for the config. Errors point at those files.
   */
  generatedSources?: Record<string, string>;
}

/** A missing import as a plugin error: the wording is the reader's, the detail marks it for `bundleDiagnostics`. */
export function missingModuleError(specifier: string, importer: string, siteDir: string): PartialMessage {
  const { message, hint } = explainMissingModule({ specifier, importer, siteDir });
  const detail: MissingModuleDetail = { code: MODULE_NOT_FOUND, specifier };
  return { text: message, notes: [{ text: hint }], detail };
}

/** The bundler's own wording for an import that names nothing. */
const COULD_NOT_RESOLVE = /^Could not resolve "(.+)"$/;
/** Words of the bundler's trade a reader of the site should never need. */
const JARGON = /external|esbuild|namespace|resolv|platform|plugin|loader|bundl/i;

/** Messages the bundler words in its own terms, said in the reader's (`file` shows a path it names as the reader knows it). */
const REWORDED: { pattern: RegExp; say(m: RegExpExecArray, file: (p: string) => string): { message: string; hint?: string } }[] = [
  {
    pattern: /^No loader is configured for "(\.[^"]+)" files: (.*)$/,
    say: (m, file) => ({ message: `Files ending in ${m[1]} cannot be imported (${file(m[2]!)}).`, hint: 'Import code, styles, images, fonts or JSON only; put other files in the static folder and link to them.' }),
  },
  {
    pattern: /^(?:Could not read from file|Cannot read file): (.*)$/,
    say: (m, file) => ({ message: `Cannot read ${file(m[1]!)}.`, hint: 'Check that the file exists and is readable.' }),
  },
  {
    pattern: /^No matching export in "([^"]+)" for import "([^"]+)"$/,
    say: (m, file) =>
      m[2] === 'default'
        ? { message: `${file(m[1]!)} has no default export.`, hint: 'Export the component as the default (`export default function Name() {...}`), or import it by name with braces.' }
        : { message: `${file(m[1]!)} has no export named "${m[2]}".`, hint: `Check the names ${path.basename(m[1]!)} exports; a default export is imported without braces.` },
  },
];

/** A path the bundler prints (relative to the working folder) as the reader knows it: relative to the site. */
function shownPath(printed: string, siteDir: string | undefined): string {
  const file = path.resolve(/^[a-z][\w-]*:(\/.*)$/.exec(printed)?.[1] ?? printed);
  if (!siteDir) return file;
  const rel = path.relative(siteDir, file);
  return rel.startsWith('..') || path.isAbsolute(rel) ? file : rel.split(path.sep).join('/');
}

/** The file a bundler location stands for: the source behind a content module, an excerpt or a generated module. */
function sourceFileOf(location: Location, context: BundleErrorContext): { file: string; generated: boolean } {
  // Modules served by a plugin are named `namespace:path`.
  const named = /^[a-z][\w-]*:(\/.*)$/.exec(location.file);
  let file = path.resolve(named ? named[1]! : location.file);
  if (isExcerptId(file)) file = sourceOfExcerpt(file);
  const stands = context.generatedSources?.[file] ?? routeModuleSource(file);
  return stands ? { file: stands, generated: true } : { file, generated: false };
}

/**
 * The document or page a generated route module shows, read from the module itself (for callers
 * that pass no map, as `docs dev` does): its `Content`, else its component when that is a file.
 */
function routeModuleSource(file: string): string | undefined {
  if (!file.includes(`${path.sep}.docs${path.sep}`) || !file.includes(`${path.sep}routes${path.sep}`)) return undefined;
  const text = readText(file);
  if (!text) return undefined;
  const spec = /export \{ default as Content \} from "(\.[^"]+)"/.exec(text)?.[1] ?? /export \{ default \} from "(\.[^"]+)"/.exec(text)?.[1];
  return spec ? path.resolve(path.dirname(file), spec) : undefined;
}

const isContent = (file: string) => /\.mdx?$/i.test(file);

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** Where the missing import is written: on the bundler's line when the file is what it read, else found in the source. */
function importPosition(file: string, text: string | undefined, specifier: string, location: Location): SourcePosition | undefined {
  if (text === undefined) return undefined;
  if (!isContent(file)) {
    const lineText = text.split('\n')[location.line - 1];
    const at = lineText === undefined ? -1 : ['"', "'", '`'].map((q) => lineText.indexOf(q + specifier + q)).filter((i) => i >= 0).sort((a, b) => a - b)[0] ?? -1;
    if (at >= 0) return { line: location.line, column: at + 1 };
    // A stylesheet's url() may leave its URL unquoted.
    const bare = /\.s?css$/i.test(file) && lineText !== undefined ? lineText.indexOf(`url(${specifier})`) : -1;
    if (bare >= 0) return { line: location.line, column: bare + 'url('.length + 1 };
  }
  return locateImport(text, specifier, { markdown: isContent(file) });
}

/**
 * A position in compiled MDX as one in its source. Import and export lines come through with
 * their text or at least their module: the line the bundler quotes is found in the source, or the
 * import of the module it names; the column is where the name it points at is on that line.
 */
function contentPosition(text: string | undefined, location: Location): SourcePosition | undefined {
  const quoted = location.lineText.trim();
  if (text === undefined || !quoted) return undefined;
  const lines = text.split('\n');
  const token = location.lineText.slice(location.column, location.column + Math.max(location.length, 0));
  const index = lines.findIndex((l) => l.trim() === quoted);
  if (index >= 0) {
    const at = token ? lines[index]!.indexOf(token) : -1;
    return { line: index + 1, column: at >= 0 ? at + 1 : 1 };
  }
  const module = /\bfrom\s*(['"])(.+?)\1/.exec(location.lineText)?.[2];
  const imported = module ? locateImport(text, module, { markdown: true }) : undefined;
  if (!imported) return undefined;
  const line = lines[imported.line - 1]!;
  const at = token ? line.search(new RegExp(`\\b${token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`)) : -1;
  return { line: imported.line, column: at >= 0 ? at + 1 : imported.column };
}

function missingModule(message: Message, specifier: string, context: BundleErrorContext): Diagnostic {
  const location = message.location;
  const importer = location ? path.resolve(/^[a-z][\w-]*:(\/.*)$/.exec(location.file)?.[1] ?? location.file) : undefined;
  const where = location ? sourceFileOf(location, context) : undefined;
  const ours = (message.detail as MissingModuleDetail | undefined)?.code === MODULE_NOT_FOUND;
  const explained = ours ? { message: message.text, hint: message.notes.map((n) => n.text).join(' ') } : explainMissingModule({ specifier, importer: importer ?? context.siteDir ?? process.cwd(), siteDir: context.siteDir });
  const text = where && !where.generated ? readText(where.file) : undefined;
  const at = where && !where.generated && location ? importPosition(where.file, text, specifier, location) : undefined;
  return {
    severity: 'error',
    code: MODULE_NOT_FOUND,
    file: where?.file,
    line: at?.line,
    column: at?.column,
    message: explained.message,
    hint: explained.hint,
    frame: at && text !== undefined ? codeFrame(text, at.line, at.column) : undefined,
  };
}

function otherError(message: Message, context: BundleErrorContext): Diagnostic {
  const location = message.location;
  const where = location ? sourceFileOf(location, context) : undefined;
  const reworded = REWORDED.map((r) => ({ r, m: r.pattern.exec(message.text) })).find((x) => x.m);
  const said = reworded ? reworded.r.say(reworded.m!, (p) => shownPath(p, context.siteDir)) : { message: message.text };
  const notes = message.notes.map((n) => n.text).filter((n) => n && !JARGON.test(n));
  let at: SourcePosition | undefined;
  let text: string | undefined;
  if (location && where && !where.generated) {
    if (!isContent(where.file) || message.pluginName === 'docs-content') at = { line: location.line, column: location.column + 1 };
    else at = contentPosition((text = readText(where.file)), location);
  }
  // Code the compiler wrote with no line of the document behind it: say where in that code, and
  // how to get a fresh compile, rather than leave an error with no place at all.
  const inCompiled = location && where && !where.generated && isContent(where.file) && !at && location.lineText ? ` (in the document's compiled code, line ${location.line}: \`${location.lineText.trim().slice(0, 120)}\`)` : '';
  return {
    severity: 'error',
    code: 'bundle',
    file: where?.file,
    line: at?.line,
    column: at?.column,
    message: said.message + inCompiled,
    hint: said.hint ?? (notes.join(' ') || (inCompiled ? 'Run `docs clear` to compile every document afresh; if the error stays, the compiler wrote code the bundler rejects: please report it with this document.' : undefined)),
    frame: at && location?.lineText && !isContent(where!.file) ? `  ${at.line} | ${location.lineText}` : at && text !== undefined ? codeFrame(text, at.line, at.column) : undefined,
  };
}

/**
 * The bundler's errors as diagnostics: each at the real source file (not a generated module or a
 * compiled document), in the reader's words. A missing import is reported once per file that
 * imports it, however many passes (browser, server) met it.
 */
export function bundleDiagnostics(messages: Message[], context: BundleErrorContext = {}): Diagnostic[] {
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  for (const message of messages) {
    const ours = (message.detail as MissingModuleDetail | undefined)?.code === MODULE_NOT_FOUND;
    const specifier = ours ? (message.detail as MissingModuleDetail).specifier : COULD_NOT_RESOLVE.exec(message.text)?.[1];
    const diagnostic = specifier !== undefined ? missingModule(message, specifier, context) : otherError(message, context);
    const key = specifier !== undefined ? `${diagnostic.file}\0${specifier}` : `${diagnostic.file}\0${diagnostic.line}\0${diagnostic.column}\0${diagnostic.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(diagnostic);
  }
  return out;
}
