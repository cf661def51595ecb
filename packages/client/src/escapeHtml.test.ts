import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { escapeHtml, scriptJson } from './escapeHtml.ts';

describe('escapeHtml', () => {
  it('leaves nothing that can open a tag, end an attribute or start an entity', () => {
    expect(escapeHtml(`<a href="x">&amp;</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;amp;&lt;/a&gt;');
  });

  it('is the only HTML escaper in the packages and the site', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.name === 'node_modules' || e.name === 'dist' ? [] : e.isDirectory() ? sources(path.join(dir, e.name)) : /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : [],
      );
    const own = path.join(import.meta.dirname, 'escapeHtml.ts');
    const escapers = [...sources(path.join(root, 'packages')), ...sources(path.join(root, 'site'))].filter((file) => file !== own && /replace\(\/&\/g,\s*'&amp;'\)/.test(readFileSync(file, 'utf8')));
    expect(escapers.map((f) => path.relative(root, f))).toEqual([]);
  });
});

describe('scriptJson', () => {
  it('cannot end or swallow the script element it is written into', () => {
    expect(scriptJson({ a: '</script><!--\u2028' })).toBe('{"a":"\\u003c/script>\\u003c!--\\u2028"}');
  });
});
