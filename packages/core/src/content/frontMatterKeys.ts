/** What a front-matter key holds; frontMatterSchema.ts checks and coerces each. */
export type KeyType =
  | 'string'
  | 'number'
  | 'boolean'
  | 'string-or-null'
  | 'string-list'
  | 'tags'
  | 'authors'
  | 'object'
  | 'date'
  | 'heading-level'
  | 'last-update'
  | 'format'
  | 'mdx-options';

/**
 * Keys every kind knows: Docusaurus's MDX loader reads `format` (ours, at the top level) and
 * `mdx: { format }` (Docusaurus 3's own spelling) from any document.
 */
const MDX: Record<string, KeyType> = { format: 'format', mdx: 'mdx-options' };

/** Keys docs, posts and Markdown pages share with the same meaning (Docusaurus 3's names). */
const CONTENT: Record<string, KeyType> = {
  ...MDX,
  title: 'string',
  description: 'string',
  slug: 'string',
  image: 'string',
  keywords: 'string-list',
  draft: 'boolean',
  unlisted: 'boolean',
  hide_table_of_contents: 'boolean',
  toc_min_heading_level: 'heading-level',
  toc_max_heading_level: 'heading-level',
  last_update: 'last-update',
};

/**
 * Docusaurus 3's front-matter keys for each kind of document, with their types. Anything else is
 * reported as an info: Docusaurus accepts and ignores it too.
 */
export const FRONT_MATTER_KEYS = {
  doc: {
    ...CONTENT,
    id: 'string',
    tags: 'tags',
    pagination_label: 'string',
    sidebar_label: 'string',
    sidebar_position: 'number',
    sidebar_class_name: 'string',
    sidebar_custom_props: 'object',
    // Names the sidebar label in translation files; one language has nothing to translate.
    sidebar_key: 'string',
    displayed_sidebar: 'string-or-null',
    hide_title: 'boolean',
    pagination_next: 'string-or-null',
    pagination_prev: 'string-or-null',
    parse_number_prefixes: 'boolean',
    custom_edit_url: 'string-or-null',
  },
  post: {
    ...CONTENT,
    id: 'string',
    tags: 'tags',
    date: 'date',
    authors: 'authors',
    // The single-author keys of Docusaurus 1 and 2, still read by Docusaurus 3.
    author: 'string',
    author_title: 'string',
    author_url: 'string',
    author_image_url: 'string',
    authorTitle: 'string',
    authorURL: 'string',
    authorImageURL: 'string',
  },
  page: { ...CONTENT, wrapperClassName: 'string' },
} satisfies Record<string, Record<string, KeyType>>;

export type FrontMatterKind = keyof typeof FRONT_MATTER_KEYS;

/** What each type is, for "should be ..." messages and hints. */
export const EXPECTED: Record<KeyType, string> = {
  string: 'a text',
  number: 'a number',
  boolean: 'true or false',
  'string-or-null': 'a text, or null',
  'string-list': 'a list of texts',
  tags: 'a list of tags (texts, or { label, permalink })',
  authors: 'an author key, an author ({ name, ... }) or a list of them',
  object: 'a mapping of keys to values',
  date: 'a date (YYYY-MM-DD)',
  'heading-level': 'a heading level from 2 to 6',
  'last-update': 'a mapping with a `date` (YYYY-MM-DD), an `author`, or both',
  format: "one of 'md', 'mdx' or 'detect'",
  'mdx-options': "a mapping like { format: 'md' } (format one of 'md', 'mdx' or 'detect')",
};
