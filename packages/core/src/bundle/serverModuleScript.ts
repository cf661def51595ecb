import { compileFunction } from 'node:vm';
import type { RouteRecord } from '../routes/types.ts';
import { componentKey } from './codegen.ts';

/*
 * A render worker loads one module per standalone route. Through Node's ESM loader each costs
 * about as much again as compiling it (resolving with its file checks, translating, linking:
 * 0.2 ms a page), and stays in the loader's module map until the worker ends. A route whose
 * content MDX and our plugins made alone is written instead as a function body, compiled by the
 * worker and given the server bundle: its code is known to hold no import, and its exports only as
 * `export const name` at the start of a line (see remarkAuthoredScript.ts). Content with authored
 * script keeps the ESM module, whatever its exports are.
 */

/** The file name's ending of a server module written as a script (an ES module's is `.mjs`). */
export const SCRIPT_SUFFIX = '.script.js';
/** The function's one parameter: the server bundle's namespace. */
const SERVER = '__docsServer';
/** An export the compile writes, at the start of its line: `export const toc = [`. */
const CONST_EXPORT = /^export const ([\w$]+)/gm;
/** Any other module syntax left after the rewrite: such a body goes to the ESM loader. */
const MODULE_SYNTAX = /^\s*(?:import|export)\b/m;

/**
 * The route's server module as a function body returning its exports: the component, the data and
 * the content with what the compile exported. Line 1 is the head, the body starts on line 2, at
 * the columns it has in the module (an error's position reads the same in both). Undefined for a
 * body with module syntax of another shape.
 */
export function serverModuleScript(route: RouteRecord, content: { runtimeImports: string; body: string } | undefined): string | undefined {
  const exported = ['data'];
  let runtime = '';
  let body = '';
  if (content) {
    // `export ` is seven characters: seven spaces keep the declaration where it was.
    body = content.body.replace(CONST_EXPORT, (_, name: string) => {
      exported.push(name);
      return `       const ${name}`;
    });
    if (MODULE_SYNTAX.test(body)) return undefined;
    exported.push('Content:MDXContent');
    // `{Fragment as _Fragment, jsx as _jsx}` as a destructuring pattern.
    runtime = `const${content.runtimeImports.replace(/\bas\b/g, ':')}=${SERVER};`;
  }
  const component = `${SERVER}.components[${JSON.stringify(componentKey(route.component))}]`;
  return `'use strict';${runtime}const data=${JSON.stringify(route.data)};\n${body}\nreturn{default:${component},${exported.join(',')}};\n`;
}

/** Run a server module script (read from `file`) against the server bundle: its exports. */
export function evaluateServerModuleScript<T>(text: string, file: string, server: unknown): T {
  return compileFunction(text, [SERVER], { filename: file })(server) as T;
}
