import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReportingSeverity } from '../config/types.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { readYaml, type SourcePosition } from './frontMatter.ts';
import { joinUrl } from './paths.ts';
import type { Tag } from './types.ts';
import { unsafeUrlPath } from './urlPathCheck.ts';

/** A tag the tags file defines: what a front matter's `tags: [key]` becomes. */
export interface TagDefinition {
  label: string;
  /** Under the section's tags route: `/lamp-care`. */
  permalink: string;
  description?: string;
}

/** The tags file of a docs or blog folder, by key, and where it is (for the inline-tags report). */
export interface TagsFile {
  file: string;
  tags: Map<string, TagDefinition>;
}

/** The content plugins' `tags` and `onInlineTags` options. */
export interface TagsOptions {
  /** The file, relative to the content folder; unset: `tags.yml` when there is one; `false` / `null`: none. */
  tags?: string | false | null;
  /** What a tag the file does not define is: Docusaurus's default is a warning. */
  onInlineTags?: ReportingSeverity;
}

const DEFAULT_FILE = 'tags.yml';

/** lodash's `kebabCase`, which Docusaurus names a tag's page with: words of any case, joined with `-`. */
function kebabCase(key: string): string {
  const words = key.replace(/([a-z\d])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2').split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return words.map((w) => w.toLowerCase()).join('-');
}

/** lodash's `capitalize`: the key's first letter up, the rest down. */
const capitalize = (key: string) => key.charAt(0).toUpperCase() + key.slice(1).toLowerCase();

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Read a content folder's tags file as Docusaurus does: each key a tag, with an optional `label`
 * (the key, capitalized), `permalink` (the key in kebab case) and `description`. A file the option
 * names that is missing, one that is not such a map, and two tags at one permalink are errors.
 */
export async function loadTagsFile(contentDir: string, options: TagsOptions, optionName: string, diagnostics: Diagnostic[]): Promise<TagsFile | undefined> {
  if (options.tags === false || options.tags === null) return undefined;
  const file = path.join(contentDir, options.tags ?? DEFAULT_FILE);
  if (!existsSync(file)) {
    // Unset, the file is optional (sites from before tags files have none).
    if (options.tags !== undefined) diagnostics.push({ severity: 'error', code: 'tags-file', file, message: `\`${optionName}\` names the tags file ${options.tags}, which is not in ${contentDir}.`, hint: `Create it (one \`key: { label, permalink, description }\` per tag), or remove \`${optionName}\`.` });
    return undefined;
  }
  const text = await readFile(file, 'utf8');
  const tags = new Map<string, TagDefinition>();
  if (!text.trim()) return { file, tags };
  const yaml = readYaml(text);
  const fail = (message: string, at?: SourcePosition) => {
    diagnostics.push({ severity: 'error', code: 'tags-file', file, ...(at ?? { line: 1, column: 1 }), message, hint: 'Write one `key: { label, permalink, description }` per tag (each field optional).' });
    return undefined;
  };
  if (yaml.errors.length) {
    const { message, ...at } = yaml.errors[0]!;
    return fail(`The tags file ${message}`, at);
  }
  if (!isRecord(yaml.value)) return fail('The tags file should be a map of tag keys, each with an optional label, permalink and description.');
  const byPermalink = new Map<string, string>();
  for (const [key, raw] of Object.entries(yaml.value)) {
    const at = yaml.keyPositions.get(key);
    if (raw !== null && !isRecord(raw)) return fail(`Tag "${key}" should be { label, permalink, description } or empty.`, at);
    const fields = raw ?? {};
    const wrong = ['label', 'permalink', 'description'].find((f) => fields[f] !== undefined && typeof fields[f] !== 'string');
    if (wrong) return fail(`Tag "${key}" has a \`${wrong}\` that is not text.`, at);
    const unknown = Object.keys(fields).find((f) => !['label', 'permalink', 'description'].includes(f));
    if (unknown) return fail(`Tag "${key}" has \`${unknown}\`, which a tag does not take (label, permalink, description).`, at);
    const permalink = joinUrl((fields.permalink as string | undefined) || kebabCase(key));
    const unsafe = unsafeUrlPath(permalink);
    if (unsafe) return fail(`Tag "${key}" has the permalink ${JSON.stringify(permalink)}, which holds ${unsafe}.`, at);
    const other = byPermalink.get(permalink);
    if (other !== undefined) return fail(`Tags "${other}" and "${key}" have one permalink, ${permalink}.`, at);
    byPermalink.set(permalink, key);
    tags.set(key, { label: (fields.label as string | undefined) || capitalize(key), permalink, ...(typeof fields.description === 'string' && { description: fields.description }) });
  }
  return { file, tags };
}

/** A front matter tag: a key of the tags file gets its label, page and description; any other is inline. */
export function tagFromFile(value: string, tagsBase: string, tagsFile: TagsFile | undefined): Tag | undefined {
  const defined = tagsFile?.tags.get(value);
  if (!defined) return undefined;
  return { label: defined.label, permalink: joinUrl(tagsBase, defined.permalink), ...(defined.description !== undefined && { description: defined.description }) };
}

const SEVERITY = { log: 'info', warn: 'warning', throw: 'error' } as const;

/**
 * As Docusaurus reports them, once per document: the front matter tags the tags file does not
 * define, at the document's `tags`, when the section has a tags file and `onInlineTags` is not
 * `ignore`.
 */
export function reportInlineTags(values: unknown[], tagsFile: TagsFile | undefined, options: TagsOptions & { optionName: string }, at: { file: string; line?: number; column?: number }): Diagnostic | undefined {
  const level = options.onInlineTags ?? 'warn';
  if (!tagsFile || level === 'ignore') return undefined;
  const inline = [...new Set(values.flatMap((v) => (typeof v === 'string' ? (tagsFile.tags.has(v) ? [] : [v]) : isRecord(v) && typeof v.label === 'string' ? [v.label] : [])))];
  if (!inline.length) return undefined;
  return {
    severity: SEVERITY[level],
    code: 'inline-tags',
    ...at,
    message: `Tags ${inline.map((t) => `"${t}"`).join(', ')} are not defined in ${path.basename(tagsFile.file)}.`,
    hint: `Add them to ${path.basename(tagsFile.file)}, use a key it defines, or set \`${options.optionName}.onInlineTags\` to 'ignore'.`,
  };
}
