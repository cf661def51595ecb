import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import {
  buildASTSchema,
  extendSchema,
  GraphQLError,
  isTypeDefinitionNode,
  isTypeExtensionNode,
  Kind,
  NoUnusedFragmentsRule,
  parse as parseGraphql,
  print,
  specifiedRules,
  validate,
  validateSchema,
} from 'graphql';
import type {
  ASTNode,
  DefinitionNode,
  DocumentNode,
  FieldDefinitionNode,
  FragmentDefinitionNode,
  GraphQLSchema,
  InputValueDefinitionNode,
  TypeDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/site.ts';
import { fencedBlocks, isGraphql, SCRIPT_LOADERS, type Block } from '../helpers/portalBlocks.ts';

const blocks = fencedBlocks();

// ---------------------------------------------------------------------------------------------
// The FastStore API schema the reference pages document, and the GraphQL the portal shows
// ---------------------------------------------------------------------------------------------

const SDL_FILE = 'site/data/faststore-api.graphql';
const sdl = parseGraphql(readFileSync(path.join(ROOT, SDL_FILE), 'utf8'));
const schema = buildASTSchema(sdl);
const sdlTypes = new Map(sdl.definitions.filter(isTypeDefinitionNode).map((d) => [d.name.value, d]));

/**
 * GraphQL the portal shows on purpose for another schema than the FastStore API, by file and by
 * the name of the block's first definition. Only these blocks skip validation (they must still
 * parse), and each entry must keep matching a block that fails validation, so none goes stale.
 */
const NOT_FASTSTORE_API: Record<string, Record<string, string>> = {
  'site/docs/tutorials/cms/04 - Querying the CMS data.md': {
    ExploreHome: "Gatsby's data layer (cmsHome from gatsby-source-cms), explored in Gatsby's GraphiQL",
  },
  'site/docs/tutorials/cms-storecomponents/04 - Adding content types to the CMS.md': {
    CheckHomeEntry: "Gatsby's data layer (cmsHome from gatsby-source-cms), explored in Gatsby's GraphiQL",
  },
  'site/docs/tutorials/cms-storecomponents/06 - Querying the CMS data.md': {
    HomePageQuery: "Gatsby's data layer (cmsHome from gatsby-source-cms), a page query",
  },
  'site/docs/how-to-guides/cms/vtex-headless-cms/Migrating from gatsby-plugin-cms to gatsby-source-cms.md': {
    HomePageQuery: "Gatsby's data layer (cmsHome from gatsby-source-cms), a page query",
  },
  'site/releases/2021-10-08-faststore.md': {
    SearchPage: 'release note: StoreFacet was an object type with values, before it became the StoreFacetBoolean | StoreFacetRange union',
  },
  'site/releases/2022-04-01-faststore.md': {
    PersonQuery: 'release note: the person root query announced in that release, which is not among the root fields the reference documents',
  },
};

/** A piece of GraphQL to check: a fenced graphql block, or a gql`...` operation inside a code block. */
interface Snippet {
  file: string;
  /** Line of the file where the snippet's source starts. */
  line: number;
  source: string;
  doc: DocumentNode;
  embedded: boolean;
}

const isExecutable = (d: DefinitionNode) => d.kind === Kind.OPERATION_DEFINITION || d.kind === Kind.FRAGMENT_DEFINITION;
const nameOf = (d: DefinitionNode) => ('name' in d && d.name ? d.name.value : '(anonymous)');

/**
 * Operations written in code with `gql` (from @faststore/graphql-utils, which only carries FastStore
 * API operations) or marked with a GraphQL comment. Templates with interpolations are left out.
 * Gatsby's own `graphql` tag queries Gatsby's data layer and is not matched.
 */
const embeddedParseErrors: string[] = [];

function embeddedSnippets(block: Block): Snippet[] {
  const found: Snippet[] = [];
  for (const match of block.code.matchAll(/(?:\bgql|\/\*\s*GraphQL\s*\*\/\s*)`([^`]*)`/g)) {
    const source = match[1]!;
    if (source.includes('${')) continue;
    const offset = block.code.slice(0, match.index! + match[0].indexOf('`') + 1).split('\n').length - 1;
    let doc: DocumentNode;
    try {
      doc = parseGraphql(source);
    } catch (error) {
      const loc = error instanceof GraphQLError ? error.locations?.[0] : undefined;
      embeddedParseErrors.push(`${block.file}:${block.line} (line ${block.line + offset + (loc ? loc.line - 1 : 0)}): ${(error as Error).message.split('\n')[0]}`);
      continue;
    }
    if (doc.definitions.every(isExecutable)) found.push({ file: block.file, line: block.line + offset, source, doc, embedded: true });
  }
  return found;
}

function snippets(): Snippet[] {
  const out: Snippet[] = [];
  for (const block of blocks) {
    if (isGraphql(block)) {
      try {
        out.push({ file: block.file, line: block.line, source: block.code, doc: parseGraphql(block.code), embedded: false });
      } catch {
        // reported by the parse test
      }
    } else if (block.lang in SCRIPT_LOADERS) out.push(...embeddedSnippets(block));
  }
  return out;
}

const allSnippets = snippets();

function exemption(s: Snippet): string | undefined {
  const first = s.doc.definitions[0];
  return first && !s.embedded ? NOT_FASTSTORE_API[s.file]?.[nameOf(first)] : undefined;
}

/** `name(arg: Type = default): Type`, the part of a field definition an excerpt must reproduce. */
function signature(field: FieldDefinitionNode | InputValueDefinitionNode): string {
  const arg = (a: InputValueDefinitionNode) => `${a.name.value}: ${print(a.type)}${a.defaultValue ? ` = ${print(a.defaultValue)}` : ''}`;
  if (field.kind === Kind.INPUT_VALUE_DEFINITION) return arg(field);
  return `${field.name.value}(${(field.arguments ?? []).map(arg).join(', ')}): ${print(field.type)}`;
}

/**
 * Differences between a type definition shown in the docs as an excerpt of the FastStore schema
 * (`type Query { product(...): StoreProduct! }`) and the same type in the SDL. An excerpt may show
 * fewer fields or values, but each one it shows must match exactly.
 */
const KIND_WORD: Partial<Record<Kind, string>> = {
  [Kind.OBJECT_TYPE_DEFINITION]: 'an object type',
  [Kind.INPUT_OBJECT_TYPE_DEFINITION]: 'an input type',
  [Kind.ENUM_TYPE_DEFINITION]: 'an enum',
  [Kind.UNION_TYPE_DEFINITION]: 'a union',
  [Kind.SCALAR_TYPE_DEFINITION]: 'a scalar',
  [Kind.INTERFACE_TYPE_DEFINITION]: 'an interface',
};

function excerptErrors(shown: TypeDefinitionNode): GraphQLError[] {
  const name = shown.name.value;
  const actual = sdlTypes.get(name)!;
  const error = (message: string, node: ASTNode) => new GraphQLError(message, { nodes: node });
  if (actual.kind !== shown.kind) return [error(`${name} is shown as ${KIND_WORD[shown.kind]} but is ${KIND_WORD[actual.kind]} in ${SDL_FILE}`, shown)];
  const errors: GraphQLError[] = [];
  if ((shown.kind === Kind.OBJECT_TYPE_DEFINITION || shown.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION) && 'fields' in actual) {
    const fields = new Map<string, FieldDefinitionNode | InputValueDefinitionNode>((actual.fields ?? []).map((f) => [f.name.value, f]));
    for (const field of shown.fields ?? []) {
      const real = fields.get(field.name.value);
      if (!real) errors.push(error(`${name}.${field.name.value} is not in ${SDL_FILE}`, field));
      else if (signature(real) !== signature(field)) errors.push(error(`${name}.${field.name.value} is shown as "${signature(field)}" but is "${signature(real)}" in ${SDL_FILE}`, field));
    }
  } else if (shown.kind === Kind.ENUM_TYPE_DEFINITION && actual.kind === Kind.ENUM_TYPE_DEFINITION) {
    const values = new Set((actual.values ?? []).map((v) => v.name.value));
    for (const v of shown.values ?? []) if (!values.has(v.name.value)) errors.push(error(`${name}.${v.name.value} is not in ${SDL_FILE}`, v));
  } else if (shown.kind === Kind.UNION_TYPE_DEFINITION && actual.kind === Kind.UNION_TYPE_DEFINITION) {
    const members = (u: typeof shown) => (u.types ?? []).map((t) => t.name.value).sort().join(' | ');
    if (members(shown) !== members(actual)) errors.push(error(`${name} is shown as ${members(shown)} but is ${members(actual)} in ${SDL_FILE}`, shown));
  }
  return errors;
}

/** A fragment's definition and those it spreads, from the pool of fragments a page defines. */
function fragmentsNeeded(doc: DocumentNode, pool: Map<string, FragmentDefinitionNode>): FragmentDefinitionNode[] {
  const defined = new Set(doc.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map(nameOf));
  const needed = new Map<string, FragmentDefinitionNode>();
  const visit = (source: string) => {
    for (const [, spread] of source.matchAll(/\.\.\.\s*([_A-Za-z]\w*)/g)) {
      if (spread === 'on' || defined.has(spread!) || needed.has(spread!) || !pool.has(spread!)) continue;
      needed.set(spread!, pool.get(spread!)!);
      visit(print(pool.get(spread!)!));
    }
  };
  visit(print(doc));
  return [...needed.values()];
}

// Fragments are shown to be spread elsewhere, so an unused one is expected.
const RULES = specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule);

interface Outcome {
  snippet: Snippet;
  kind: 'validated' | 'sdl' | 'exempt';
  errors: string[];
}

/**
 * Check every snippet, page by page and in page order: SDL that extends the schema (guides on
 * extending the API) applies to the executable examples that follow it on the same page, and a
 * fragment spread may refer to a fragment defined in another snippet of the same page.
 */
function check(): Outcome[] {
  const outcomes: Outcome[] = [];
  const byFile = new Map<string, Snippet[]>();
  for (const s of allSnippets) byFile.set(s.file, [...(byFile.get(s.file) ?? []), s]);
  for (const [, fileSnippets] of byFile) {
    let pageSchema: GraphQLSchema = schema;
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const s of fileSnippets) for (const d of s.doc.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);

    for (const snippet of fileSnippets) {
      const at = (error: GraphQLError) => {
        const loc = error.locations?.[0];
        const own = snippet.source.split('\n').length;
        return loc && loc.line <= own ? `line ${snippet.line + loc.line - 1}` : `block at line ${snippet.line}`;
      };
      const report = (message: string, where = `block at line ${snippet.line}`) => `${snippet.file}:${snippet.line} (${where}): ${message}`;
      const { definitions } = snippet.doc;
      const why = exemption(snippet);
      if (why) {
        const errors = validate(schema, snippet.doc, RULES);
        outcomes.push({ snippet, kind: 'exempt', errors: errors.length ? [] : [report(`exempted as "${why}", but it is valid FastStore API GraphQL: remove the exemption`)] });
      } else if (definitions.every(isExecutable)) {
        const doc: DocumentNode = { ...snippet.doc, definitions: [...definitions, ...fragmentsNeeded(snippet.doc, fragments)] };
        outcomes.push({ snippet, kind: 'validated', errors: validate(pageSchema, doc, RULES).map((e) => report(e.message, at(e))) });
      } else if (definitions.some(isExecutable)) {
        outcomes.push({ snippet, kind: 'validated', errors: [report('mixes operations or fragments with type definitions; show them in separate blocks')] });
      } else {
        const errors: string[] = [];
        const excerpts = definitions.filter((d): d is TypeDefinitionNode => isTypeDefinitionNode(d) && sdlTypes.has(d.name.value));
        for (const d of excerpts) errors.push(...excerptErrors(d).map((e) => report(e.message, at(e))));
        const additions = definitions.filter((d) => !excerpts.includes(d as TypeDefinitionNode));
        if (additions.some((d) => isTypeExtensionNode(d) || isTypeDefinitionNode(d))) {
          try {
            const extended = extendSchema(pageSchema, { kind: Kind.DOCUMENT, definitions: additions });
            const invalid = validateSchema(extended);
            if (invalid.length) errors.push(...invalid.map((e) => report(e.message, at(e))));
            else pageSchema = extended;
          } catch (error) {
            errors.push(report((error as Error).message, error instanceof GraphQLError ? at(error) : undefined));
          }
        }
        outcomes.push({ snippet, kind: 'sdl', errors });
      }
    }
  }
  return outcomes;
}

const outcomes = check();

// ---------------------------------------------------------------------------------------------
// The reference pages' own tables, against the same SDL
// ---------------------------------------------------------------------------------------------

const REFERENCE_PAGES = ['objects', 'inputs', 'enums', 'scalars'].map((p) => `site/docs/reference/api/${p}.md`);
const OPERATION_PAGES = fg.sync('site/docs/reference/api/{queries,mutations}/*.md', { cwd: ROOT });

type Row = [name: string, type: string | undefined, line: number];

/** The line of `text` at which `part` (a slice of it) starts. */
const lineAt = (text: string, part: string) => text.slice(0, text.indexOf(part)).split('\n').length;

/** `| \`name\` | [\`Type!\`](/link) | ...` rows of a Markdown table in `part` of `text`. */
function tableRows(text: string, part: string): Row[] {
  const first = lineAt(text, part);
  const rows: Row[] = [];
  part.split('\n').forEach((line, i) => {
    const cells = /^\|\s*`([\w.]+)`\s*\|\s*(.*?)\s*\|/.exec(line);
    if (cells) rows.push([cells[1]!, /^\[?`([^`]+)`\]?(?:\([^)]*\))?$/.exec(cells[2]!)?.[1], first + i]);
  });
  return rows;
}

function referenceTableErrors(): string[] {
  const errors: string[] = [];
  const documentedTypes = new Set<string>();
  for (const file of REFERENCE_PAGES) {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    for (const section of text.split(/^### /m).slice(1)) {
      const name = section.slice(0, section.indexOf('\n')).trim();
      documentedTypes.add(name);
      const type = schema.getType(name);
      const at = `${file}:${lineAt(text, section)}`;
      if (!type) {
        errors.push(`${at}: documents a type ${name} that is not in ${SDL_FILE}`);
        continue;
      }
      const body = section.split(/^## /m)[0]!;
      // Small types are described in a sentence instead of a table: `url: String!`, the address...
      const inline = [...body.matchAll(/`(\w+): ([\w[\]!]+)`/g)].map((m): Row => [m[1]!, m[2]!, lineAt(text, body)]);
      for (const [field, shownType, line] of [...tableRows(text, body), ...inline]) {
        if ('getValues' in type) {
          if (!type.getValue(field)) errors.push(`${file}:${line}: ${name} has no value ${field} in ${SDL_FILE}`);
        } else if ('getFields' in type) {
          const real = type.getFields()[field];
          if (!real) errors.push(`${file}:${line}: ${name}.${field} is not in ${SDL_FILE}`);
          else if (shownType && String(real.type) !== shownType) errors.push(`${file}:${line}: ${name}.${field} is documented as ${shownType} but is ${String(real.type)} in ${SDL_FILE}`);
        }
      }
    }
  }
  for (const name of sdlTypes.keys()) {
    if (name !== 'Query' && name !== 'Mutation' && !documentedTypes.has(name)) errors.push(`${SDL_FILE}: ${name} has no section in ${REFERENCE_PAGES.join(', ')}`);
  }
  for (const file of OPERATION_PAGES) {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    const name = /^title:\s*(\w+)/m.exec(text)?.[1] ?? '';
    const field = schema.getQueryType()?.getFields()[name] ?? schema.getMutationType()?.getFields()[name];
    if (!field) {
      errors.push(`${file}: documents an operation ${name} that is not in ${SDL_FILE}`);
      continue;
    }
    // The first table after the heading lists the arguments; later ones detail their fields.
    const args = /^## Arguments\n+((?:\|.*\n)+)/m.exec(text)?.[1] ?? '';
    const documented = args ? tableRows(text, args).filter(([, type]) => type) : [];
    for (const [arg, shownType, line] of documented) {
      const real = field.args.find((a) => a.name === arg);
      if (!real) errors.push(`${file}:${line}: argument ${arg} of ${name} is not in ${SDL_FILE}`);
      else if (String(real.type) !== shownType) errors.push(`${file}:${line}: argument ${arg} of ${name} is documented as ${shownType} but is ${String(real.type)} in ${SDL_FILE}`);
    }
    for (const real of field.args) if (!documented.some(([arg]) => arg === real.name)) errors.push(`${file}: argument ${real.name} of ${name} is not in its Arguments table`);
  }
  return errors;
}

// ---------------------------------------------------------------------------------------------

describe('GraphQL in the portal docs, against the FastStore API schema', () => {
  it('has examples to check', () => {
    expect(outcomes.filter((o) => o.kind === 'validated').length).toBeGreaterThan(40);
  });

  it(`has a valid schema in ${SDL_FILE}`, () => {
    expect(validateSchema(schema).map((e) => e.message)).toEqual([]);
    expect(schema.getQueryType()?.getFields()).toHaveProperty('search');
    expect(schema.getMutationType()?.getFields()).toHaveProperty('validateCart');
  });

  it('has queries, mutations and fragments that validate against the schema', () => {
    expect(embeddedParseErrors).toEqual([]);
    expect(outcomes.filter((o) => o.kind === 'validated').flatMap((o) => o.errors)).toEqual([]);
  });

  it('has schema excerpts that match the schema, and extensions that apply to it', () => {
    expect(outcomes.filter((o) => o.kind === 'sdl').flatMap((o) => o.errors)).toEqual([]);
  });

  it('exempts only blocks that show another schema on purpose, and that fail against this one', () => {
    expect(outcomes.filter((o) => o.kind === 'exempt').flatMap((o) => o.errors)).toEqual([]);
    const used = new Set(outcomes.filter((o) => o.kind === 'exempt').map((o) => `${o.snippet.file} ${nameOf(o.snippet.doc.definitions[0]!)}`));
    const stale = Object.entries(NOT_FASTSTORE_API).flatMap(([file, names]) => Object.keys(names).map((n) => `${file} ${n}`)).filter((k) => !used.has(k));
    expect(stale).toEqual([]);
  });

  it('has reference pages (objects, inputs, enums, scalars, arguments) that match the schema, type for type', () => {
    expect(referenceTableErrors()).toEqual([]);
  });
});
