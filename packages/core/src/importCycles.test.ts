import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Stages are meant to feed one another in one direction (content → compile → routes → ...), with
 * plugins such as the blog feeding the route plan from outside it. An import cycle, even through
 * `import type`, means two modules each know the other: the layering has slipped. This walks the
 * package's import graph and names every cycle it finds.
 */

const SRC = path.dirname(fileURLToPath(import.meta.url));

/**
 * `import`/`export ... from` declarations and side-effect imports. Declarations only count at the
 * start of a line, and only with plain binding lists before `from`, so code that merely writes an
 * import statement into a string (the bundle stage generates modules) is not mistaken for one.
 * Dynamic `import()` is left out: it is loaded lazily and cannot close a cycle at load time.
 */
const DECLARATION = /^(?:import|export)\b[\w\s{},*$]*?\bfrom\s*['"]([^'"\n]+)['"]|^import\s*['"]([^'"\n]+)['"]/gm;

function importsOf(text: string): string[] {
  return [...text.matchAll(DECLARATION)].map((m) => (m[1] ?? m[2])!);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The file a relative specifier names, the way the bundler and tsc resolve them here. */
function resolveSpecifier(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, base.replace(/\.js$/, '.ts'), base.replace(/\.jsx$/, '.tsx'), `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
  return candidates.find((c) => /\.tsx?$/.test(c) && existsSync(c));
}

type ImportGraph = Map<string, string[]>;

function importGraph(files: string[], read: (file: string) => string): ImportGraph {
  const graph: ImportGraph = new Map();
  const known = new Set(files);
  for (const file of files) {
    const targets = importsOf(read(file))
      .filter((s) => s.startsWith('.'))
      .flatMap((s) => {
        const target = resolveSpecifier(file, s);
        return target && known.has(target) ? [target] : [];
      });
    graph.set(file, [...new Set(targets)].sort());
  }
  return graph;
}

/**
 * One cycle per strongly connected component (Tarjan): a component of several modules, or one that
 * imports itself, always holds a cycle, and naming one per component keeps the report short.
 */
function findCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) components.push(component);
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components.map((component) => cycleWithin(graph, new Set(component)));
}

/** A shortest way from the component's first module back to itself, staying inside the component. */
function cycleWithin(graph: ImportGraph, component: Set<string>): string[] {
  const start = [...component].sort()[0]!;
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!component.has(next)) continue;
      if (next === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(previous.get(path[0]!)!);
        return [...path, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start];
}

describe('import graph of packages/core/src', () => {
  it('reads declarations, type imports and re-exports, not imports written into strings', () => {
    const text = [
      "import type { A } from './a.ts';",
      'import {',
      '  b,',
      '  type C,',
      "} from './b.ts';",
      "export { d } from './d.ts';",
      "export * from './e.ts';",
      "import './f.ts';",
      "const code = `import x from './g.ts';`;",
      "  const lazy = await import('./h.ts');",
      "export function f() { return from('./i.ts'); }",
    ].join('\n');
    expect(importsOf(text)).toEqual(['./a.ts', './b.ts', './d.ts', './e.ts', './f.ts']);
  });

  it('names a cycle through every module that takes part in it', () => {
    const graph: ImportGraph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
    ]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c', 'a'], ['e', 'e']]);
  });

  it('has no import cycles', () => {
    const files = sourceFiles(SRC);
    const graph = importGraph(files, (file) => readFileSync(file, 'utf8'));
    // A walk that found nothing would pass for the wrong reason.
    expect([...graph.values()].flat().length).toBeGreaterThan(files.length);
    const cycles = findCycles(graph).map((cycle) => cycle.map((file) => path.relative(SRC, file)).join(' → '));
    expect(cycles, `Import cycles in packages/core/src:\n${cycles.join('\n')}\nMove what both sides need into a module neither imports back.`).toEqual([]);
  });
});
