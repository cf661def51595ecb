import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { ROOT } from './site.ts';

/** A fenced code block of the portal's Markdown. */
export interface Block {
  file: string;
  /** Line of the file where the block's code starts. */
  line: number;
  lang: string;
  code: string;
}

/** Every fenced block of the portal's Markdown, with the line its code starts on. */
export function fencedBlocks(): Block[] {
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

export const isGraphql = (b: Block) => b.lang === 'graphql' || b.lang === 'gql';

/** Script languages of fenced blocks, with the esbuild loader that compiles each. */
export const SCRIPT_LOADERS = { ts: 'ts', typescript: 'ts', tsx: 'tsx', js: 'jsx', javascript: 'jsx', jsx: 'jsx' } as const;
