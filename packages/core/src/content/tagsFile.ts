import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { slug } from 'github-slugger';
import type { ReportingSeverity } from '../config/types.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { severityOf } from '../diagnostics/reportingSeverity.ts';
import { readYaml, type SourcePosition } from './frontMatter.ts';

/** A tag as the tags file defines it: what a front matter naming its key gets. */
export interface TagDefinition {
  label: string;
  /** Below the content's `tags/`, without a leading slash. */
  permalink: string;
}

/** The docs or blog options that concern the tags file (Docusaurus 3.5). */
export interface TagsFileOptions {
  /** The file, relative to the content folder; `false` or `null`: none. Unset: `tags.yml` when it exists. */
  tags?: string | false | null;
  /** What a tag the file does not define is: Docusaurus's default is `warn`. */
  onInlineTags?: ReportingSeverity;
}

export type DefinedTags = Map<string, TagDefinition>;

/** The tags file's name as the options give it, for messages. */
export const tagsFileName = (options: TagsFileOptions | undefined) => (typeof options?.tags === 'string' ? options.tags : 'tags.yml');

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

/**
 * The content folder's tags file, as Docusaurus reads it: `key: { label, permalink, description }`
 * (each optional; the label defaults to the key capitalized, the permalink to the key as a slug).
 * Undefined when there is none, or when `onInlineTags: 'ignore'` makes it moot. A file that cannot
 * be read, a named file that is missing, or an entry of the wrong shape is an error at its line.
 */
export async function loadTagsFile(contentDir: string, options: TagsFileOptions, diagnostics: Diagnostic[]): Promise<DefinedTags | undefined> {
  if (options.tags === false || options.tags === null || options.onInlineTags === 'ignore') return undefined;
  const file = path.join(contentDir, options.tags ?? 'tags.yml');
  if (!existsSync(file)) {
    if (options.tags !== undefined) diagnostics.push({ severity: 'error', code: 'tags-file', file, message: `The tags file ${options.tags} does not exist.`, hint: 'Create it, or remove the `tags` option.' });
    return undefined;
  }
  const yaml = readYaml(await readFile(file, 'utf8'));
  const failure = yaml.errors[0] ?? (isRecord(yaml.value) ? undefined : { line: 1, column: 1, message: 'should be a map of tag keys to { label, permalink, description }', hint: undefined });
  if (failure) {
    const { message, ...at } = failure;
    diagnostics.push({ severity: 'error', code: 'tags-file', file, ...at, message: `The tags file ${message}` });
    return undefined;
  }
  const defined: DefinedTags = new Map();
  const byPermalink = new Map<string, string>();
  for (const [key, entry] of Object.entries(yaml.value as Record<string, unknown>)) {
    const at = yaml.keyPositions.get(key);
    if (entry !== null && !isRecord(entry)) {
      diagnostics.push({ severity: 'error', code: 'tags-file', file, ...at, message: `Tag "${key}" should be { label, permalink, description } or empty.` });
      continue;
    }
    const label = text(entry?.label) ?? key.charAt(0).toUpperCase() + key.slice(1).toLowerCase();
    const permalink = slug(text(entry?.permalink) ?? key);
    const taken = byPermalink.get(permalink);
    if (taken !== undefined) diagnostics.push({ severity: 'error', code: 'tags-file', file, ...at, message: `Tags "${taken}" and "${key}" have the same permalink, ${permalink}.`, hint: 'Give one of them its own `permalink`.' });
    byPermalink.set(permalink, key);
    defined.set(key, { label, permalink });
  }
  return defined;
}

/**
 * The tags of a front matter that the tags file does not define (inline tags: a key it does not
 * list, or a `{ label, permalink }` object), reported as `onInlineTags` says, at the `tags` key.
 */
export function inlineTagsDiagnostic(values: unknown[], defined: DefinedTags | undefined, report: ReportingSeverity | undefined, file: string, at: SourcePosition | undefined, tagsFile: string): Diagnostic | undefined {
  const severity = severityOf(report ?? 'warn');
  if (!defined || !severity) return undefined;
  const inline = values.filter((v) => typeof v !== 'string' || !defined.has(v)).map((v) => (typeof v === 'string' ? v : isRecord(v) && typeof v.label === 'string' ? v.label : JSON.stringify(v)));
  if (!inline.length) return undefined;
  return {
    severity,
    code: 'inline-tags',
    file,
    ...at,
    message: `Tags ${inline.map((t) => `"${t}"`).join(', ')} are not defined in ${tagsFile}.`,
    hint: `Add them to ${tagsFile}, or set onInlineTags to 'ignore' to allow tags the file does not list.`,
  };
}
