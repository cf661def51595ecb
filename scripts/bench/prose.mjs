// Building blocks of a synthetic page: sentences, paragraphs, code blocks, tables, admonitions.
// Each takes a seeded random source (see random.mjs) and returns Markdown text.
import { ADJECTIVES, ADMONITIONS, ADVERBS, CONNECTORS, GERUNDS, NOUNS, OPENERS, TYPES, VERBS, VERBS_S, withS } from './words.mjs';

export const capitalize = (s) => s.charAt(0).toUpperCase() + s.slice(1);
const pascal = (s) => s.split('-').map(capitalize).join('');

export const countWords = (text) => text.split(/\s+/).filter(Boolean).length;

/** A camelCase identifier such as `resolveCache`. */
export function identifier(rnd) {
  return rnd.pick(VERBS) + capitalize(rnd.pick(NOUNS));
}

function verbS(rnd) {
  return VERBS_S[Math.floor(rnd.next() * VERBS_S.length)];
}

const SENTENCES = [
  (r) => `${r.pick(OPENERS)} the ${r.pick(ADJECTIVES)} ${r.pick(NOUNS)} ${verbS(r)} the ${r.pick(NOUNS)} ${r.pick(CONNECTORS)} the ${r.pick(NOUNS)} is ${r.pick(ADJECTIVES)}.`,
  (r) => `Each ${r.pick(NOUNS)} ${verbS(r)} its own ${r.pick(NOUNS)}, ${r.pick(CONNECTORS)} the ${r.pick(ADJECTIVES)} ${r.pick(NOUNS)} ${verbS(r)} ${r.pick(ADVERBS)}.`,
  (r) => `Use \`${identifier(r)}\` to ${r.pick(VERBS)} the ${r.pick(NOUNS)} ${r.pick(CONNECTORS)} the ${r.pick(NOUNS)} ${verbS(r)} the ${r.pick(ADJECTIVES)} ${r.pick(NOUNS)}.`,
  (r) => `You can ${r.pick(VERBS)} the **${r.pick(ADJECTIVES)} ${r.pick(NOUNS)}** ${r.pick(ADVERBS)}, ${r.pick(CONNECTORS)} the ${r.pick(NOUNS)} stays _${r.pick(ADJECTIVES)}_.`,
  (r) => `The ${r.pick(NOUNS)} ${verbS(r)} every ${r.pick(NOUNS)} ${r.pick(CONNECTORS)} you ${r.pick(VERBS)} the ${r.pick(NOUNS)}.`,
  (r) => `${capitalize(r.pick(GERUNDS))} the ${r.pick(NOUNS)} ${r.pick(ADVERBS)} keeps the ${r.pick(ADJECTIVES)} ${r.pick(NOUNS)} ${r.pick(ADJECTIVES)}.`,
];

export function sentence(rnd) {
  return rnd.pick(SENTENCES)(rnd);
}

/** Sentences until the paragraph holds about `words` words (at least one sentence). */
export function paragraph(rnd, words) {
  const out = [sentence(rnd)];
  let count = countWords(out[0]);
  while (count < words) {
    const s = sentence(rnd);
    out.push(s);
    count += countWords(s);
  }
  return out.join(' ');
}

export function bulletList(rnd) {
  const items = rnd.sample(NOUNS, rnd.int(3, 5));
  return items.map((noun) => `- **${capitalize(noun)}**: ${sentence(rnd)}`).join('\n');
}

/** Heading texts; some carry inline code so the slugger sees more than plain words. */
const HEADINGS = [
  (r) => `${capitalize(r.pick(GERUNDS))} the ${r.pick(ADJECTIVES)} ${r.pick(NOUNS)}`,
  (r) => { const [a, b] = r.sample(NOUNS, 2); return `${capitalize(a)} ${withS(b)}`; },
  (r) => `How the ${r.pick(NOUNS)} ${verbS(r)}`,
  (r) => `${capitalize(r.pick(VERBS))} a ${r.pick(NOUNS)} with \`${identifier(r)}\``,
  (r) => `${capitalize(r.pick(ADJECTIVES))} ${r.pick(NOUNS)} options`,
  (r) => `When to ${r.pick(VERBS)} the ${r.pick(NOUNS)}`,
];

export function headingText(rnd) {
  return rnd.pick(HEADINGS)(rnd);
}

export function title(rnd) {
  const forms = [
    () => `${capitalize(rnd.pick(GERUNDS))} ${rnd.pick(ADJECTIVES)} ${withS(rnd.pick(NOUNS))}`,
    () => { const [a, b] = rnd.sample(NOUNS, 2); return `${capitalize(rnd.pick(ADJECTIVES))} ${a} ${withS(b)}`; },
    () => { const [a, b] = rnd.sample(NOUNS, 2); return `${capitalize(a)} ${b} ${rnd.pick(['overview', 'reference', 'lifecycle', 'limits', 'recipes'])}`; },
  ];
  return rnd.pick(forms)();
}

// Code samples, one generator per fence language; each returns at least three lines so a
// `{1,3}` highlight always points at real lines.
const CODE = {
  ts: (r) => {
    const noun = r.pick(NOUNS);
    const id = identifier(r);
    const fields = r.sample(NOUNS, r.int(2, 4)).map((k) => `  ${k}: ${r.chance(0.5) ? `'${r.pick(ADJECTIVES)}'` : r.int(1, 500)},`);
    return {
      title: `src/${noun}/${id}.ts`,
      lines: [`import { create${pascal(noun)} } from '@acme/${noun}';`, '', `export const ${id} = create${pascal(noun)}({`, ...fields, '});', '', `export async function ${r.pick(VERBS)}${pascal(noun)}(id: string): Promise<void> {`, `  await ${id}.${r.pick(VERBS)}(id);`, '}'],
    };
  },
  tsx: (r) => {
    const noun = r.pick(NOUNS);
    const name = pascal(r.pick(ADJECTIVES)) + pascal(noun);
    return {
      title: `src/components/${name}.tsx`,
      lines: [`import { use${pascal(noun)} } from '@acme/${noun}';`, '', `export function ${name}({ id }: { id: string }) {`, `  const ${noun} = use${pascal(noun)}(id);`, '  return (', `    <section className="${noun}-${r.pick(NOUNS)}">`, `      <h2>{${noun}.title}</h2>`, `      <p>{${noun}.${r.pick(NOUNS)}}</p>`, '    </section>', '  );', '}'],
    };
  },
  json: (r) => {
    const noun = r.pick(NOUNS);
    const keys = r.sample(NOUNS, r.int(2, 4));
    return {
      title: `${noun}.config.json`,
      lines: ['{', `  "${noun}": {`, ...keys.map((k, i) => `    "${k}": ${r.chance(0.5) ? `"${r.pick(ADJECTIVES)}"` : r.int(1, 90)}${i < keys.length - 1 ? ',' : ''}`), '  }', '}'],
    };
  },
  bash: (r) => {
    const noun = r.pick(NOUNS);
    return {
      title: 'Terminal',
      lines: [`npm install @acme/${noun}`, `npx acme ${r.pick(VERBS)} --${r.pick(ADJECTIVES)}`, `npx acme ${r.pick(VERBS)} ${r.pick(NOUNS)} --env ${r.pick(['staging', 'production', 'preview'])}`],
    };
  },
  graphql: (r) => {
    const noun = r.pick(NOUNS);
    const fields = r.sample(NOUNS, r.int(2, 4));
    return {
      title: `queries/${identifier(r)}.graphql`,
      lines: [`query ${pascal(noun)}Details($id: ID!) {`, `  ${noun}(id: $id) {`, '    id', ...fields.map((f) => `    ${f}`), '  }', '}'],
    };
  },
  css: (r) => {
    const noun = r.pick(NOUNS);
    return {
      title: `src/styles/${noun}.css`,
      lines: [`.${noun}-${r.pick(NOUNS)} {`, '  display: grid;', `  gap: ${r.int(1, 4)}rem;`, `  color: var(--${noun}-color);`, '}'],
    };
  },
  yaml: (r) => {
    const noun = r.pick(NOUNS);
    return {
      title: `${noun}.yaml`,
      lines: [`${noun}:`, `  ${r.pick(NOUNS)}: ${r.pick(ADJECTIVES)}`, `  ${r.pick(NOUNS)}: ${r.int(1, 60)}`, `  ${r.pick(NOUNS)}:`, `    - ${r.pick(NOUNS)}`, `    - ${r.pick(NOUNS)}`],
    };
  },
};

export const CODE_LANGUAGES = Object.keys(CODE);

/** A fenced block with a `title` and, sometimes, highlighted lines. */
export function codeBlock(rnd, lang = rnd.pick(CODE_LANGUAGES)) {
  const { title: file, lines } = CODE[lang](rnd);
  const highlight = rnd.chance(0.3) ? ` ${rnd.pick(['{1,3}', '{2}', '{1-2}', '{1,3}'])}` : '';
  return ['```' + `${lang} title="${file}"${highlight}`, ...lines, '```'].join('\n');
}

/** A GFM table of options; cells never contain `|`. */
export function optionsTable(rnd) {
  const rows = rnd.sample(NOUNS, rnd.int(3, 6)).map((noun) => {
    const type = rnd.pick(TYPES);
    const fallback = type === 'number' ? String(rnd.int(0, 100)) : type === 'boolean' ? String(rnd.chance(0.5)) : '-';
    return `| \`${noun}${capitalize(rnd.pick(NOUNS))}\` | \`${type}\` | ${fallback === '-' ? '-' : `\`${fallback}\``} | ${capitalize(rnd.pick(GERUNDS))} the ${rnd.pick(ADJECTIVES)} ${rnd.pick(NOUNS)}. |`;
  });
  return ['| Option | Type | Default | Description |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

/** An admonition in the Docusaurus form `:::tip Title`, which the engine rewrites to a directive. */
export function admonition(rnd) {
  const type = rnd.pick(ADMONITIONS);
  const heading = `${capitalize(rnd.pick(GERUNDS))} ${rnd.pick(ADJECTIVES)} ${withS(rnd.pick(NOUNS))}`;
  return [`:::${type} ${heading}`, '', paragraph(rnd, rnd.int(15, 40)), '', ':::'].join('\n');
}
