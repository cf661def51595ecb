import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { transformSync } from 'esbuild';
import { parse as parseGraphql } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/site.ts';

interface Block {
  file: string;
  line: number;
  lang: string;
  code: string;
}

/** Every fenced block of the portal's Markdown, with the line its code starts on. */
function fencedBlocks(): Block[] {
  const files = fg.sync(['site/docs/**/*.{md,mdx}', 'site/src/pages/**/*.{md,mdx}', 'site/releases/**/*.{md,mdx}'], { cwd: ROOT });
  const blocks: Block[] = [];
  for (const rel of files) {
    const lines = readFileSync(path.join(ROOT, rel), 'utf8').split('\n');
    for (let i = 0; i < lines.length; i++) {
      const open = /^(\s*)(`{3,}|~{3,})\s*([\w-]+)?/.exec(lines[i]!);
      if (!open) continue;
      const [, indent, fence, lang = ''] = open;
      const body: string[] = [];
      let j = i + 1;
      while (j < lines.length && !lines[j]!.trimStart().startsWith(fence!)) body.push(lines[j++]!.slice(indent!.length));
      blocks.push({ file: rel, line: i + 2, lang: lang.toLowerCase(), code: body.join('\n') });
      i = j;
    }
  }
  return blocks;
}

const blocks = fencedBlocks();
const LOADERS = { ts: 'ts', typescript: 'ts', tsx: 'tsx', js: 'jsx', javascript: 'jsx', jsx: 'jsx' } as const;

/** Why a block does not parse, or undefined when it does. */
function problem(block: Block): string | undefined {
  try {
    if (block.lang === 'graphql' || block.lang === 'gql') parseGraphql(block.code);
    else if (block.lang === 'json') JSON.parse(block.code);
    else if (block.lang in LOADERS) transformSync(block.code, { loader: LOADERS[block.lang as keyof typeof LOADERS], logLevel: 'silent' });
    return undefined;
  } catch (error) {
    return (error as Error).message.split('\n').slice(0, 3).join(' ');
  }
}

describe('code in the portal docs', () => {
  it('has examples to check', () => {
    expect(blocks.filter((b) => b.lang === 'graphql').length).toBeGreaterThan(10);
    expect(blocks.filter((b) => b.lang === 'tsx' || b.lang === 'ts').length).toBeGreaterThan(50);
    expect(blocks.filter((b) => b.lang === 'json').length).toBeGreaterThan(10);
  });

  it('has only GraphQL that parses, TypeScript/TSX that compiles and JSON that is valid', () => {
    const failures = blocks.map((b) => ({ b, why: problem(b) })).filter((f) => f.why).map((f) => `${f.b.file}:${f.b.line} (${f.b.lang}): ${f.why}`);
    expect(failures).toEqual([]);
  });

  it('tells the language of every block, so it is highlighted and checked', () => {
    const unlabelled = blocks.filter((b) => !b.lang).map((b) => `${b.file}:${b.line}`);
    expect(unlabelled).toEqual([]);
  });
});
