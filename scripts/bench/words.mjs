// Vocabulary for the synthetic corpus. Plain ASCII words only, so generated headings slug
// predictably and no word can be read as Markdown or MDX syntax.

/** Top-level doc sections: folder slug, sidebar label, relative weight of pages it gets. */
export const SECTIONS = [
  { slug: 'getting-started', label: 'Getting started', weight: 4 },
  { slug: 'concepts', label: 'Concepts', weight: 8 },
  { slug: 'guides', label: 'Guides', weight: 16 },
  { slug: 'configuration', label: 'Configuration', weight: 10 },
  { slug: 'api', label: 'API reference', weight: 18 },
  { slug: 'integrations', label: 'Integrations', weight: 10 },
  { slug: 'deployment', label: 'Deployment', weight: 7 },
  { slug: 'operations', label: 'Operations', weight: 9 },
  { slug: 'migration', label: 'Migration', weight: 6 },
  { slug: 'troubleshooting', label: 'Troubleshooting', weight: 12 },
];

/** Names of the sub-folders a big section is split into, in order. */
export const SUBSECTIONS = ['essentials', 'patterns', 'recipes', 'internals', 'advanced', 'examples', 'extensions', 'appendix', 'archive', 'misc', 'extras', 'legacy'];

export const NOUNS = [
  'cache', 'adapter', 'request', 'response', 'session', 'catalog', 'product', 'checkout', 'payment', 'order',
  'inventory', 'region', 'locale', 'price', 'cart', 'webhook', 'token', 'schema', 'query', 'mutation',
  'resolver', 'component', 'layout', 'theme', 'plugin', 'route', 'handler', 'middleware', 'worker', 'queue',
  'event', 'metric', 'trace', 'log', 'bundle', 'asset', 'image', 'font', 'manifest', 'sitemap',
  'store', 'account', 'customer', 'promotion', 'shipping', 'tax', 'currency', 'index', 'search', 'facet',
  'collection', 'variant', 'sku', 'seller', 'channel', 'gateway', 'secret', 'environment', 'pipeline', 'release',
];

export const ADJECTIVES = [
  'local', 'remote', 'stale', 'fresh', 'shared', 'private', 'public', 'default', 'custom', 'nested',
  'optional', 'required', 'static', 'dynamic', 'partial', 'complete', 'cached', 'signed', 'secure', 'fast',
  'slow', 'large', 'small', 'primary', 'secondary', 'incremental', 'global', 'scoped', 'typed', 'legacy',
];

export const VERBS = [
  'configure', 'deploy', 'render', 'validate', 'cache', 'resolve', 'fetch', 'store', 'index', 'publish',
  'migrate', 'monitor', 'debug', 'extend', 'override', 'register', 'compose', 'split', 'merge', 'sync',
  'invalidate', 'schedule', 'retry', 'trace', 'secure', 'localize', 'customize', 'preview', 'test', 'build',
];

/** Plural of a noun, or third person of a verb: `index` → `indexes`, `query` → `queries`. */
export const withS = (w) => (/(?:sh|ch|s|x|z)$/.test(w) ? `${w}es` : /[^aeiou]y$/.test(w) ? `${w.slice(0, -1)}ies` : `${w}s`);

/** Third person forms of VERBS, index for index. */
export const VERBS_S = VERBS.map(withS);

const DOUBLED = new Set(['split', 'debug']);
export const GERUNDS = VERBS.map((v) => (DOUBLED.has(v) ? v + v.at(-1) : v.endsWith('e') ? v.slice(0, -1) : v) + 'ing');

export const ADVERBS = ['quickly', 'safely', 'usually', 'rarely', 'always', 'often', 'once', 'eagerly', 'lazily', 'automatically', 'explicitly', 'gradually'];

export const CONNECTORS = ['because', 'so that', 'while', 'unless', 'before', 'after', 'when', 'although', 'until', 'whenever'];

export const OPENERS = ['In most projects,', 'By default,', 'In production,', 'During a build,', 'For large catalogs,', 'In practice,', 'On the first request,', 'When in doubt,', 'As a rule,', 'Internally,'];

export const TAGS = ['cache', 'performance', 'security', 'graphql', 'react', 'typescript', 'cli', 'deployment', 'monitoring', 'checkout', 'search', 'i18n', 'testing', 'migration', 'plugins', 'theming', 'api', 'webhooks', 'analytics', 'accessibility'];

export const ADMONITIONS = ['note', 'tip', 'info', 'caution', 'danger'];

export const PRODUCTS = ['storefront', 'checkout', 'search', 'cli', 'analytics', 'gateway', 'catalog', 'payments', 'design-system', 'edge'];

/** Table cell types: none may contain `|`, which would split a GFM table cell even inside code. */
export const TYPES = ['string', 'number', 'boolean', 'string[]', 'Record<string, string>', '() => void', 'Promise<void>', 'Partial<Options>'];
