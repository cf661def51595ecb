// The synthetic site the bench builds: N docs pages over ten section folders, a home page, and
// 40 dated release posts. Deterministic: the same page count gives byte-identical files.
// It is in Docusaurus's content format (number prefixes, `_category_.json`, `:::` admonitions,
// relative `.md` links, images in static/, a blog folder with authors.yml and `<!-- truncate -->`,
// prose that is valid MDX), so `--vs-docusaurus` builds the very same files with both tools.
//
// Doc i is planned from its own seed (`<seed>:plan:<i>`) and only ever looks at docs before it
// to place itself, and its links point at docs within LINK_WINDOW of it. So a doc well inside
// the smallest corpus is the same file, at the same route, in every corpus size: the bench
// measures that page's first-load assets in each corpus, and any difference is the engine's.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import GithubSlugger, { slug as slugify } from 'github-slugger';
import { createRandom } from './random.mjs';
import { admonition, bulletList, capitalize, codeBlock, countWords, headingText, optionsTable, paragraph, sentence, title } from './prose.mjs';
import { ADJECTIVES, NOUNS, PRODUCTS, SECTIONS, SUBSECTIONS, TAGS, VERBS, withS } from './words.mjs';
import { setAside } from './setAside.mjs';

export const CORPUS_SEED = 'docs-bench-v1';
export const RELEASE_COUNT = 40;
const ROUTE_BASE = '/docs';
/** The first docs of a section sit in its folder; later ones go to sub-folders of SUB_SIZE. */
const ROOT_DOCS = 12;
const SUB_SIZE = 25;
/** Links go to docs at most this many places away, so they exist in any corpus larger than that. */
export const LINK_WINDOW = 40;

const pad = (n) => String(n).padStart(2, '0');

/** Where the p-th doc (1-based) of section s goes: folder under docs/ and its number prefix. */
function placement(s, p) {
  const section = SECTIONS[s];
  const sectionDir = `${pad(s + 1)}-${section.slug}`;
  if (p <= ROOT_DOCS) return { dir: sectionDir, routeDir: section.slug, prefix: p };
  const sub = Math.floor((p - ROOT_DOCS - 1) / SUB_SIZE);
  const subSlug = SUBSECTIONS[sub] ?? `part-${sub + 1}`;
  return { dir: `${sectionDir}/${pad(ROOT_DOCS + 1 + sub)}-${subSlug}`, routeDir: `${section.slug}/${subSlug}`, prefix: ((p - ROOT_DOCS - 1) % SUB_SIZE) + 1 };
}

/** Headings of one doc with the ids the engine will give them (same slugger, same order). */
function planHeadings(rnd) {
  const slugger = new GithubSlugger();
  const headings = [];
  const count = rnd.int(3, 6);
  for (let k = 0; k < count; k++) {
    // A `###` only ever follows another heading, never opens the page.
    const depth = k > 0 && rnd.chance(0.35) ? 3 : 2;
    const text = headingText(rnd);
    headings.push({ depth, text, id: slugger.slug(text.replace(/`/g, '')) });
  }
  return headings;
}

/** Paths, titles and headings of every doc, before any body is written (links need them all). */
export function planDocs(count, seed = CORPUS_SEED) {
  const perSection = SECTIONS.map(() => 0);
  const slugsByDir = new Map();
  const docs = [];
  for (let i = 0; i < count; i++) {
    const rnd = createRandom(`${seed}:plan:${i}`);
    const s = rnd.weighted(SECTIONS.map((x) => x.weight));
    const { dir, routeDir, prefix } = placement(s, ++perSection[s]);
    const used = slugsByDir.get(dir) ?? new Set();
    slugsByDir.set(dir, used);
    let docTitle;
    let name;
    do {
      docTitle = title(rnd);
      name = slugify(docTitle);
    } while (used.has(name));
    used.add(name);
    docs.push({
      index: i,
      section: s,
      file: `${dir}/${pad(prefix)}-${name}.md`,
      route: `${ROUTE_BASE}/${routeDir}/${name}`,
      title: docTitle,
      position: prefix,
      description: `${capitalize(rnd.pick(VERBS))} the ${rnd.pick(ADJECTIVES)} ${rnd.pick(NOUNS)} and its ${withS(rnd.pick(NOUNS))}.`,
      tags: rnd.sample(TAGS, rnd.int(1, 3)),
      headings: planHeadings(rnd),
    });
  }
  return docs;
}

/** `_category_.json` for every folder that holds docs, with the label and position of its prefix. */
export function categoryFiles(docs) {
  const files = new Map();
  for (const doc of docs) {
    const parts = doc.file.split('/').slice(0, -1);
    for (let depth = 1; depth <= parts.length; depth++) {
      const dir = parts.slice(0, depth).join('/');
      if (files.has(dir)) continue;
      const [, position, slug] = /^(\d+)-(.*)$/.exec(parts[depth - 1]);
      const label = depth === 1 ? SECTIONS[doc.section].label : capitalize(slug);
      files.set(dir, JSON.stringify({ label, position: Number(position) }, null, 2) + '\n');
    }
  }
  return [...files].map(([dir, text]) => ({ path: `docs/${dir}/_category_.json`, text }));
}

/** A Markdown link from `doc` to `target`: relative to its `.md` file, or the absolute route. */
function linkTo(rnd, doc, target) {
  const heading = rnd.chance(0.5) ? rnd.pick(target.headings) : undefined;
  const anchor = heading ? `#${heading.id}` : '';
  let url;
  if (rnd.chance(0.6)) {
    const rel = path.posix.relative(path.posix.dirname(doc.file), target.file);
    url = (rel.startsWith('../') ? rel : `./${rel}`) + anchor;
  } else {
    url = target.route + anchor;
  }
  const text = heading ? heading.text : target.title;
  const forms = [
    () => `See [${text}](${url}) for more on the ${rnd.pick(NOUNS)}.`,
    () => `The ${rnd.pick(NOUNS)} is covered in [${text}](${url}).`,
    () => `Read [${text}](${url}) before you ${rnd.pick(VERBS)} the ${rnd.pick(NOUNS)}.`,
  ];
  return rnd.pick(forms)();
}

function frontMatter(fields) {
  // JSON strings and arrays are valid YAML flow values, and need no escaping rules of their own.
  const lines = Object.entries(fields).map(([k, v]) => `${k}: ${typeof v === 'number' ? v : JSON.stringify(v)}`);
  return ['---', ...lines, '---', ''].join('\n');
}

/** About the longest generated sentence: a page's last paragraph may run over its target by one. */
const MAX_SENTENCE_WORDS = 20;

/** The Markdown of one doc: 300–900 words of prose around its headings, code, table, admonition and links. */
export function renderDoc(doc, docs, { seed = CORPUS_SEED, tags = true } = {}) {
  const rnd = createRandom(`${seed}:body:${doc.index}`);
  const words = rnd.int(300, 900 - MAX_SENTENCE_WORDS);
  const sections = [undefined, ...doc.headings].map((heading) => ({ heading, extras: [], paragraphs: [] }));
  const anySection = () => sections[rnd.int(0, sections.length - 1)];
  const headedSection = () => sections[rnd.int(1, sections.length - 1)];

  // Links, code, table, admonition and list first: the paragraphs then fill what is left of the word budget.
  const near = docs.slice(Math.max(0, doc.index - LINK_WINDOW), doc.index + LINK_WINDOW + 1).filter((d) => d !== doc);
  const prose = [];
  for (const target of rnd.sample(near, rnd.int(2, 5))) prose.push([anySection(), `${sentence(rnd)} ${linkTo(rnd, doc, target)}`]);
  prose.push([headedSection(), admonition(rnd)]);
  if (rnd.chance(0.5)) prose.push([headedSection(), bulletList(rnd)]);
  for (const [section, block] of prose) section.extras.push(block);
  for (let n = rnd.int(1, 3); n > 0; n--) headedSection().extras.push(codeBlock(rnd));
  headedSection().extras.push(optionsTable(rnd));
  // The image draws from its own seed, so adding it left every other word of the page as it was.
  const imageRnd = createRandom(`${seed}:image:${doc.index}`);
  sections[imageRnd.int(1, sections.length - 1)].extras.push(imageLine(imageRnd));

  // Each paragraph aims at an even share of what is left, so one running over is made up by the next.
  let left = words - prose.reduce((n, [, block]) => n + countWords(block), 0);
  const counts = sections.map(() => rnd.int(1, 2));
  let paragraphsLeft = counts.reduce((a, b) => a + b, 0);
  sections.forEach((section, k) => {
    for (let n = 0; n < counts[k]; n++, paragraphsLeft--) {
      const text = paragraph(rnd, Math.round(left / paragraphsLeft));
      left -= countWords(text);
      section.paragraphs.push(text);
    }
  });

  const fm = { title: doc.title, description: doc.description, ...(tags ? { tags: doc.tags } : {}), sidebar_position: doc.position };
  const body = sections.flatMap(({ heading, paragraphs, extras }) => [...(heading ? [`${'#'.repeat(heading.depth)} ${heading.text}`] : []), ...paragraphs, ...extras]);
  return frontMatter(fm) + '\n' + body.join('\n\n') + '\n';
}

const DIAGRAMS = ['flow', 'layers', 'cache', 'deploy', 'sequence', 'states'];
const COLOURS = ['#2563eb', '#16a34a', '#db2777', '#ea580c', '#7c3aed', '#0891b2'];

/** A Markdown image of one of the diagrams in static/img/, by its absolute URL as Docusaurus sites write it. */
function imageLine(rnd) {
  const name = rnd.pick(DIAGRAMS);
  return `![Diagram of the ${rnd.pick(ADJECTIVES)} ${rnd.pick(NOUNS)} ${name}](/img/diagram-${name}.svg)`;
}

/** static/img/diagram-*.svg: small, distinct images the docs point at. */
export function diagramFiles() {
  return DIAGRAMS.map((name, k) => ({
    path: `static/img/diagram-${name}.svg`,
    text: `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120" viewBox="0 0 320 120"><rect x="8" y="8" width="120" height="104" rx="8" fill="${COLOURS[k]}"/><rect x="192" y="8" width="120" height="104" rx="8" fill="none" stroke="${COLOURS[k]}" stroke-width="4"/><path d="M128 60h64" stroke="${COLOURS[k]}" stroke-width="4"/><text x="68" y="66" font-family="sans-serif" font-size="16" fill="#fff" text-anchor="middle">${name}</text></svg>\n`,
  }));
}

/** The home page: without a `/` route, the navbar brand and breadcrumb "Home" links would be broken. */
function homePage(docs) {
  const firsts = SECTIONS.map((section, s) => ({ section, doc: docs.find((d) => d.section === s) })).filter((x) => x.doc);
  const list = firsts.map(({ section, doc }) => `- [${section.label}](${doc.route}): ${doc.description}`);
  return frontMatter({ title: 'Bench', description: 'A synthetic documentation site for benchmarks.' }) + '\n# Bench docs\n\n' + list.join('\n') + '\n';
}

function configFile(docs) {
  const start = docs.find((d) => d.section === 0) ?? docs[0];
  return `import { defineConfig } from '@docs/core/config';

export default defineConfig({
  title: 'Bench',
  tagline: 'A synthetic documentation site',
  url: 'https://bench.example',
  docs: { routeBasePath: '${ROUTE_BASE}' },
  // The release posts are the blog, served at /blog as Docusaurus serves its blog by default.
  blog: { path: 'releases', routeBasePath: '/blog' },
  // The index is built (and timed) without a search box in the navbar, so first-load JS is the docs page's alone.
  search: true,
  navbar: { items: [{ label: 'Docs', to: '${start.route}' }] },
  footer: { links: [{ title: 'Docs', items: [{ label: 'Getting started', to: '${start.route}' }] }], copyright: 'Bench' },
});
`;
}

/** Months from 2021-07 to 2023-03 as [year, month] pairs. */
function releaseMonths() {
  const months = [];
  for (let y = 2021, m = 7; y < 2023 || m <= 3; m === 12 ? ((m = 1), y++) : m++) months.push([y, m]);
  return months;
}

/** 40 release posts `releases/YYYY-MM-DD-product.md`, one or two a month, each product versioned in turn. */
function releasePosts(docs, seed) {
  const rnd = createRandom(`${seed}:releases`);
  const months = releaseMonths();
  const byMonth = months.map(() => 0);
  for (let k = 0; k < RELEASE_COUNT; k++) byMonth[Math.floor((k * months.length) / RELEASE_COUNT)]++;
  const versions = new Map();
  const posts = [];
  months.forEach(([y, m], mi) => {
    const days = rnd.sample(Array.from({ length: 28 }, (_, d) => d + 1), byMonth[mi]).sort((a, b) => a - b);
    for (const day of days) {
      const product = rnd.pick(PRODUCTS);
      const [major, minor] = versions.get(product) ?? [1, -1];
      const version = rnd.chance(0.15) ? [major + 1, 0] : [major, minor + 1];
      versions.set(product, version);
      const date = `${y}-${pad(m)}-${pad(day)}`;
      posts.push({ path: `releases/${date}-${product}.md`, text: releasePost(rnd, product, version.join('.'), rnd.pick(docs)) });
    }
  });
  return posts;
}

const AUTHORS = ['ana', 'bruno', 'chen', 'dara'];

/** `releases/authors.yml`: the keys the posts' `authors` refer to. */
function authorsFile() {
  return AUTHORS.map((key) => `${key}:\n  name: ${capitalize(key)} Release-Manager\n  title: Release manager\n`).join('');
}

function releasePost(rnd, product, version, doc) {
  const name = product.split('-').map(capitalize).join(' ');
  const fm = frontMatter({ title: `${name} ${version}`, description: sentence(rnd), authors: [rnd.pick(AUTHORS)], tags: [product, 'release'] });
  const body = [
    paragraph(rnd, 40),
    '<!-- truncate -->',
    '## Highlights',
    bulletList(rnd),
    '## Upgrading',
    `${paragraph(rnd, 30)} See [${doc.title}](${doc.route}).`,
    ['```bash', `npm install @acme/${product}@${version}`, '```'].join('\n'),
  ];
  return fm + '\n' + body.join('\n\n') + '\n';
}

/**
 * Wipe `dir` and write a corpus of `pages` docs into it. Returns the planned docs (route and
 * file of each) and how many files of each kind were written.
 */
export function writeCorpus(dir, { pages, seed = CORPUS_SEED, tags = true }) {
  const docs = planDocs(pages, seed);
  const files = [
    { path: 'docs.config.ts', text: configFile(docs) },
    { path: 'src/pages/index.md', text: homePage(docs) },
    ...categoryFiles(docs),
    ...docs.map((doc) => ({ path: `docs/${doc.file}`, text: renderDoc(doc, docs, { seed, tags }) })),
    ...releasePosts(docs, seed),
    { path: 'releases/authors.yml', text: authorsFile() },
    ...diagramFiles(),
  ];
  // The last corpus (and its builds) set aside, not deleted: see setAside.mjs.
  setAside(dir);
  for (const file of files) {
    const target = path.join(dir, file.path);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, file.text);
  }
  return { dir, docs, releases: RELEASE_COUNT, files: files.length };
}
