import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readYamlDocument } from './frontMatter.ts';
import { readPlainYaml } from './plainYaml.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

/**
 * Whether the plain reader agrees with the YAML library on `text`: it either declines, or gives
 * the library's value and key positions for text the library reads without error.
 */
function agreement(text: string): { accepted: boolean; problem?: string } {
  const plain = readPlainYaml(text, 2);
  if (!plain) return { accepted: false };
  const library = readYamlDocument(text, 2);
  if (library.errors.length) return { accepted: true, problem: `the library finds errors: ${library.errors.map((e) => e.message).join('; ')}` };
  try {
    expect(plain.value).toEqual(library.value);
    expect(Object.keys(plain.value)).toEqual(Object.keys(library.value as object));
    expect([...plain.keyPositions]).toEqual([...library.keyPositions]);
  } catch (error) {
    return { accepted: true, problem: (error as Error).message };
  }
  return { accepted: true };
}

/** agreement over many texts: how many the plain reader read, and each disagreement, by the text's label. */
function agreementOver(texts: { label: string; text: string }[]): { accepted: number; problems: string[] } {
  let accepted = 0;
  const problems: string[] = [];
  for (const { label, text } of texts) {
    const result = agreement(text);
    if (result.problem) problems.push(`${label}: ${result.problem}`);
    if (result.accepted) accepted++;
  }
  return { accepted, problems };
}

function expectAgreement(text: string, accepted: boolean) {
  const result = agreement(text);
  expect(result.problem, JSON.stringify(text)).toBeUndefined();
  expect(result.accepted, JSON.stringify(text)).toBe(accepted);
}

/** The front matter of every Markdown file under `dir` (no build output, caches or packages). */
function frontMatters(dir: string): { file: string; text: string }[] {
  const found: { file: string; text: string }[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'build', '.docs', '.git'].includes(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...frontMatters(full));
    else if (/\.mdx?$/.test(entry.name)) {
      const match = /^---[ \t]*\r?\n([\s\S]*?)\r?\n?^---[ \t]*(?:\r?\n|$)/m.exec(readFileSync(full, 'utf8'));
      if (match?.index === 0) found.push({ file: path.relative(ROOT, full), text: match[1]! });
    }
  }
  return found;
}

/** A small seeded generator, so every run tries the same texts. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

describe('plain front matter read without the YAML library', () => {
  it('reads scalars as the core schema types them', () => {
    const cases = ['~', 'null', 'Null', 'NULL', 'true', 'True', 'FALSE', 'yes', 'no', 'on', '0o17', '0o8', '017', '0x1F', '0x', '+12', '-3', '-0', '1_000', '1e3', '-1.5E-2', '.5', '1.', '-.inf', '+.Inf', '.NaN', '.nan', 'NaN', '2024-01-15', '12:30', '3.14.15'];
    for (const value of cases) expectAgreement(`title: ${value}`, true);
    expect(readPlainYaml('a: 0o17\nb: 0x1F\nc: 1e3\nd: yes\ne: 2024-01-15\nf:\ng: .NaN')!.value).toEqual({ a: 15, b: 31, c: 1000, d: 'yes', e: '2024-01-15', f: null, g: NaN });
  });

  it('reads plain and quoted strings, and lists of them in both forms', () => {
    const accepted = [
      'title: Getting started with the SDK',
      'image: https://example.com/a.png?x=1&y=2',
      'title: C# and F#',
      'title: "Quoted: with a colon"',
      "title: 'It''s quoted'",
      'title: ""',
      "title: ''",
      'description: a [bracket] and {brace}, and a comma',
      'title: -x',
      'title: ?x',
      'title: :x',
      'path: C:\\docs\\intro',
      'tags: [a, b, c]',
      'tags: []',
      'tags: [ ]',
      `tags: ["a, b", 'c''d', e]`,
      'tags: [1, true, ~, x]',
      'tags:\n  - a\n  - "b: c"\n  - 3',
      'tags:\n- a\n- b\ntitle: T',
      'tags:\n\n  # a comment\n  - a\n\n  - b',
      '# leading comment\ntitle: T\n\n# between\nslug: /s',
      'title: T   ',
      'title:\nslug: /x',
      'sidebar_position: 2\nhide_table_of_contents: true\nkeywords: [a, b]\nsidebar_label: "Intro"',
      // Written on Windows.
      'title: T\r\ntags:\r\n  - a\r\n  - b\r\nslug: /x',
    ];
    for (const text of accepted) expectAgreement(text, true);
  });

  it('declines everything outside the plain shape, for the YAML library to read', () => {
    const declined = [
      '',
      '# only a comment',
      'title: a # comment',
      'title: a: b',
      'title: a:',
      'title: |\n  block',
      'title: >-\n  folded',
      'title: &anchor x\nother: *anchor',
      'title: !!str 1',
      'title: "escaped \\" quote"',
      'title: "multi\n  line"',
      'title: plain\n  continued',
      'title: @reserved',
      'title: `tick`',
      'title: %percent',
      'title: [a, b',
      'tags: [a,, b]',
      'tags: [a, b,]',
      'tags: [[a], b]',
      'tags: [a: b]',
      'tags: [{a: 1}]',
      'meta: {a: 1}',
      'author:\n  name: N',
      'authors:\n  - name: N\n    title: T',
      'tags:\n  - a\n    - b',
      'tags:\n  - a\n - b',
      'tags:\n  - [a]',
      'tags:\n  -',
      'title: a\ntitle: b',
      '"title": T',
      'true: x',
      'null: x',
      '__proto__: x',
      '<<: x',
      'title :x',
      '  title: indented',
      'title:\ta',
      'a: 1\r2',
      '- a\n- b',
      'plain scalar',
      '? complex\n: key',
    ];
    for (const text of declined) expectAgreement(text, false);
  });

  it('agrees with the YAML library on every front matter in this repository, and reads most of them itself', () => {
    const all = [...frontMatters(path.join(ROOT, 'fixtures')), ...frontMatters(path.join(ROOT, 'site'))];
    expect(all.length).toBeGreaterThan(300);
    const { accepted, problems } = agreementOver(all.map(({ file, text }) => ({ label: file, text })));
    expect(problems).toEqual([]);
    // The fast path is the point: most real front matter is in its shape.
    expect(accepted / all.length).toBeGreaterThan(0.8);
  });

  it('agrees with the YAML library on thousands of generated texts', () => {
    const next = random(25);
    const pick = <T,>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
    const keys = ['title', 'slug', 'tags', 'sidebar_position', 'id', 'x-y', '_k', 'True', 'k1', 'a.b'];
    const scalars = ['a', 'two words', '"q"', "'s'", "'it''s'", '"a: b"', 'a:b', 'a :b', 'a #b', 'a#b', '#a', '-a', '- a', '-', '?', ':a', '1', '-1', '0o7', '0x1f', '1e2', '.5', '.inf', '~', 'null', 'true', 'yes', '2024-01-01', '[a]', '[a, "b"]', '[]', '[a,]', '{a: 1}', '&x a', '*x', '!t a', '|', '>', '@a', '`a`', '%a', 'a,b', 'a]', "'unclosed", '"unclosed', 'a\\b', '"a\\b"', 'é ü'];
    const texts: { label: string; text: string }[] = [];
    for (let i = 0; i < 3000; i++) {
      const lines: string[] = [];
      const count = 1 + Math.floor(next() * 4);
      for (let k = 0; k < count; k++) {
        const key = pick(keys);
        const form = next();
        if (form < 0.6) lines.push(`${key}: ${pick(scalars)}`);
        else if (form < 0.75) lines.push(`${key}: [${Array.from({ length: Math.floor(next() * 3) }, () => pick(scalars)).join(', ')}]`);
        else if (form < 0.95) {
          const indent = pick(['', '  ', '    ']);
          lines.push(`${key}:`, ...Array.from({ length: Math.floor(next() * 3) }, () => `${next() < 0.9 ? indent : ' '}- ${pick(scalars)}`));
        } else lines.push(pick(['# note', '', `  ${key}: x`]));
      }
      const text = lines.join('\n');
      texts.push({ label: JSON.stringify(text), text });
    }
    const { accepted, problems } = agreementOver(texts);
    expect(problems.slice(0, 10)).toEqual([]);
    // Enough of them in the plain shape for the comparison to mean something.
    expect(accepted).toBeGreaterThan(300);
  });
});
