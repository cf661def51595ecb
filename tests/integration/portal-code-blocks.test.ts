import { transformSync } from 'esbuild';
import { parse as parseGraphql } from 'graphql';
import { describe, expect, it } from 'vitest';
import { fencedBlocks, isGraphql, SCRIPT_LOADERS as LOADERS, type Block } from '../helpers/portalBlocks.ts';

const blocks = fencedBlocks();

/** Why a block does not parse, or undefined when it does. */
function problem(block: Block): string | undefined {
  try {
    if (isGraphql(block)) parseGraphql(block.code);
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
