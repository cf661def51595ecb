import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { codeFrame } from '../diagnostics/diagnostic.ts';
import { locateKey } from './locateKey.ts';
import { algoliaOf } from '../../../client/src/algolia.ts';

/**
 * A Docusaurus key the schema accepts but the build does not (yet) act on, and what a site that
 * sets it loses. `applies` says when setting it changes something (a `false` often does not).
 */
interface Unsupported {
  key: string;
  loses: string;
  applies?: (value: unknown, config: Record<string, unknown>) => boolean;
}

const isTrue = (value: unknown) => value === true;
const isFunction = (value: unknown) => typeof value === 'function';
const nonEmpty = (value: unknown) => (Array.isArray(value) ? value.length > 0 : typeof value === 'object' && value !== null ? Object.keys(value).length > 0 : value !== undefined);

const COMPONENT = 'the route is rendered by the theme\'s own component, not the one named here (swizzle the theme component instead)';

/** Per content plugin: the keys every Docusaurus content plugin takes that the build does not act on. */
const contentKeys = (section: 'docs' | 'blog' | 'pages'): Unsupported[] => [
  section === 'pages'
    ? { key: 'pages.id', loses: 'one pages plugin instance is built; ids of several instances are not' }
    : { key: `${section}.id`, loses: `the first ${section} is the \`default\` instance whatever its id; further ones are \`${section}Instances\``, applies: (v) => v !== 'default' },
  { key: `${section}.admonitions`, loses: 'admonition keywords and options stay the built-in ones', applies: (v) => v !== true },
  { key: `${section}.recmaPlugins`, loses: 'recma plugins are not run', applies: nonEmpty },
];

const UNSUPPORTED: Unsupported[] = [
  { key: 'markdown.emoji', loses: ':shortcode: emoji are left as written', applies: isTrue },
  { key: 'markdown.remarkRehypeOptions', loses: 'these options are not passed to the Markdown-to-HTML step', applies: nonEmpty },
  { key: 'markdown.hooks.onBrokenMarkdownLinks', loses: 'the function is not called: broken Markdown links are warnings', applies: isFunction },
  { key: 'markdown.hooks.onBrokenMarkdownImages', loses: 'the function is not called: missing images are warnings', applies: isFunction },

  ...contentKeys('docs'),
  ...['docsRootComponent', 'docVersionRootComponent', 'docRootComponent', 'docItemComponent', 'docTagsListComponent', 'docTagDocListComponent', 'docCategoryGeneratedIndexComponent'].map((k) => ({ key: `docs.${k}`, loses: COMPONENT })),

  ...contentKeys('blog'),
  { key: 'blog.authorsBasePath', loses: 'there are no author pages' },
  { key: 'blog.authorsMapPath', loses: 'authors are read from the blog folder\'s authors.yml', applies: (v) => v !== 'authors.yml' },
  { key: 'blog.onInlineAuthors', loses: 'inline authors are not reported', applies: (v) => v === 'throw' },
  { key: 'blog.onUntruncatedBlogPosts', loses: 'posts without a truncate marker are not reported', applies: (v) => v === 'throw' },
  ...['blogListComponent', 'blogPostComponent', 'blogTagsListComponent', 'blogTagsPostsComponent', 'blogArchiveComponent', 'blogAuthorsPostsComponent', 'blogAuthorsListComponent'].map((k) => ({ key: `blog.${k}`, loses: COMPONENT })),

  { key: 'themeConfig.algolia', loses: 'Algolia DocSearch needs `appId`, `apiKey` and `indexName`: without all three, the local search (an index built with the site, the search box and /search page) stands in', applies: (v) => !algoliaOf({ algolia: v }) },

  ...contentKeys('pages'),
  { key: 'pages.mdxPageComponent', loses: COMPONENT },
  { key: 'pages.editUrl', loses: 'Markdown pages show no edit link' },
  { key: 'pages.showLastUpdateTime', loses: 'Markdown pages show no last-update line', applies: isTrue },
  { key: 'pages.showLastUpdateAuthor', loses: 'Markdown pages show no last-update line', applies: isTrue },

];

/** Navbar item keys of the locale dropdown that are not shown (the version dropdown shows them). */
const DROPDOWN_EXTRAS = ['dropdownItemsBefore', 'dropdownItemsAfter'];

function valueAt(config: Record<string, unknown>, key: string): unknown {
  let value: unknown = config;
  for (const part of key.split('.')) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/**
 * One warning per Docusaurus key the config sets that the build accepts but does not act on, at
 * the key's line in the config file, saying what the site loses. (Keys it implements are not
 * listed: they take effect.)
 */
export function warnUnsupported(config: Record<string, unknown>, configFile: string, source: string | undefined): Diagnostic[] {
  const found: { key: string; loses: string }[] = [];
  for (const entry of UNSUPPORTED) {
    const value = valueAt(config, entry.key);
    if (value === undefined || !(entry.applies ?? (() => true))(value, config)) continue;
    found.push(entry);
  }
  // A further docs set or blog takes the keys of `docs` / `blog`, and loses the same by them.
  for (const section of ['docs', 'blog'] as const) {
    const instances = config[`${section}Instances`];
    if (!Array.isArray(instances)) continue;
    instances.forEach((instance: Record<string, unknown>, i) => {
      for (const entry of UNSUPPORTED) {
        if (!entry.key.startsWith(`${section}.`) || entry.key === `${section}.id`) continue;
        const value = valueAt(instance ?? {}, entry.key.slice(section.length + 1));
        if (value === undefined || !(entry.applies ?? (() => true))(value, config)) continue;
        found.push({ key: `${section}Instances[${i}].${entry.key.slice(section.length + 1)}`, loses: entry.loses });
      }
    });
  }
  const items = valueAt(config, 'navbar.items');
  if (Array.isArray(items)) {
    items.forEach((item: Record<string, unknown>, i) => {
      for (const extra of DROPDOWN_EXTRAS) {
        if (item?.type === 'localeDropdown' && nonEmpty(item[extra])) found.push({ key: `navbar.items[${i}].${extra}`, loses: `the ${item.type} shows its own entries only; these items are not added to it` });
      }
    });
  }
  return found.map(({ key, loses }) => {
    const at = source === undefined ? undefined : locateKey(source, key);
    return {
      severity: 'warning',
      code: 'config-unsupported',
      file: configFile,
      ...(at && source !== undefined ? { line: at.line, column: at.column, frame: codeFrame(source, at.line, at.column) } : {}),
      message: `Config key \`${key}\` is accepted but not supported: ${loses}.`,
      hint: 'Remove the key to silence this warning, or keep it for when the site builds with Docusaurus too.',
    };
  });
}
