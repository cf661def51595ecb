import * as React from 'react';
import { transform, type Transform } from 'sucrase';
import { evaluationWorked, reloadUnderOwnPolicy } from './evalBlocked.ts';

/** What running a live block's code gave: something to render, or why not. */
export type Evaluation =
  | { ok: true; element: React.ReactNode }
  | { ok: false; error: LiveError };

export interface LiveError {
  /** "SyntaxError", "TypeError", ...: shown before the message. */
  name: string;
  message: string;
}

/** Names a live block's code may declare as parameters of the function it runs in. */
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * What the code always sees without importing anything, as in react-live: `React` and each of its
 * exports (`useState`, `useEffect`, `Fragment`, ...).
 */
const REACT_SCOPE: Record<string, unknown> = { React };
for (const [name, value] of Object.entries(React)) {
  if (IDENTIFIER.test(name) && !name.startsWith('__') && name !== 'default') REACT_SCOPE[name] = value;
}

/** React's names plus the site's (`@theme/ReactLiveScope`); the site's win on a clash. */
function scopeWith(extra: Record<string, unknown>): { names: string[]; values: unknown[] } {
  const scope = { ...REACT_SCOPE };
  for (const [name, value] of Object.entries(extra)) if (IDENTIFIER.test(name) && name !== 'render') scope[name] = value;
  const names = Object.keys(scope);
  return { names, values: names.map((name) => scope[name]) };
}

/**
 * react-live's two styles: code that is one expression (a JSX element, or a component, which is
 * then rendered), or statements ending with a call to `render(<Something />)` ("noInline"). A
 * statement-level call decides; `root.render(`, `props.render(` and a class's `render() {` don't.
 */
export function callsRender(code: string): boolean {
  return /(?:^|[;{}()\n])\s*render\s*\((?!\s*\)\s*\{)/.test(code);
}

function transformsFor(language: string): Transform[] {
  const lang = language.toLowerCase();
  return lang === 'ts' || lang === 'tsx' || lang === 'typescript' ? ['typescript', 'jsx'] : ['jsx'];
}

/** Sucrase with React.createElement, leaving modern syntax alone (every supported browser runs it). */
function transpile(code: string, language: string): string {
  return transform(code, {
    transforms: transformsFor(language),
    jsxRuntime: 'classic',
    jsxPragma: 'React.createElement',
    jsxFragmentPragma: 'React.Fragment',
    production: true,
    disableESTransforms: true,
  }).code;
}

function asLiveError(error: unknown): LiveError {
  if (error instanceof Error) return { name: error.name || 'Error', message: error.message };
  return { name: 'Error', message: String(error) };
}

/**
 * "Unexpected token (3:5)" in the wrapped code, as a place in the code the reader sees: lines move
 * up past the wrapper's first line, and the wrapper's last line (where an unclosed tag is noticed)
 * is the end of the reader's code.
 */
function shiftLine(error: unknown, code: string, by: number): LiveError {
  const live = asLiveError(error);
  if (!by) return live;
  const lines = code.split('\n');
  return {
    ...live,
    message: live.message.replace(/\((\d+):(\d+)\)$/, (_, line: string, column: string) => {
      const n = Number(line) - by;
      if (n > lines.length) return `(${lines.length}:${lines[lines.length - 1]!.length + 1})`;
      return `(${Math.max(1, n)}:${column})`;
    }),
  };
}

/** The expression without the semicolon that ends it (trailing comments may follow). */
const withoutFinalSemicolon = (code: string) => code.trimEnd().replace(/;+((?:\s|\/\/[^\n]*|\/\*[\s\S]*?\*\/)*)$/, '$1');

/**
 * Transpile and run a live block's code with React and `scope` in reach; never throws. Errors
 * inside the rendered components are the caller's (an error boundary).
 */
export function evaluate(code: string, language: string, scope: Record<string, unknown> = {}): Evaluation {
  const noInline = callsRender(code);
  let js: string;
  try {
    // The expression is wrapped before transpiling, as react-live does; the newlines keep a
    // trailing line comment from swallowing the closing parenthesis.
    const expression = withoutFinalSemicolon(code);
    js = noInline ? transpile(code, language) : transpile(`return (\n${expression}\n);`, language);
  } catch (error) {
    if (!noInline) {
      // Valid statements that are not one expression: say what the block must look like.
      let statements = false;
      try {
        transpile(code, language);
        statements = true;
      } catch {
        // Not valid either way: the parser's message is the useful one.
      }
      if (statements) {
        return {
          ok: false,
          error: { name: 'SyntaxError', message: 'The code must be a single JSX expression or component, or call render(<Component />) at the end.' },
        };
      }
    }
    return { ok: false, error: shiftLine(error, withoutFinalSemicolon(code), noInline ? 0 : 1) };
  }

  let rendered: { element: React.ReactNode } | undefined;
  const render = (element: React.ReactNode) => {
    rendered = { element };
  };
  let value: unknown;
  try {
    // The code runs in a function of its own inside the one that receives the scope, so it may
    // declare names the scope has (`const cache = ...`) without a redeclaration error.
    const { names, values } = scopeWith(scope);
    const factory = new Function(...names, 'render', `"use strict";\nreturn function () {\n${js}\n};`) as (...args: unknown[]) => () => unknown;
    value = factory(...values, render)();
    evaluationWorked();
  } catch (error) {
    if (reloadUnderOwnPolicy(error)) return { ok: false, error: { name: 'EvalError', message: 'This page was reached from one that may not compile code; loading it again.' } };
    return { ok: false, error: asLiveError(error) };
  }

  if (noInline) {
    if (!rendered) return { ok: false, error: { name: 'Error', message: 'The code did not call render(<Component />).' } };
    return { ok: true, element: rendered.element };
  }
  if (typeof value === 'function') return { ok: true, element: React.createElement(value as React.ComponentType) };
  if (value === null || value === undefined || typeof value === 'boolean' || typeof value === 'string' || typeof value === 'number' || Array.isArray(value) || React.isValidElement(value)) {
    return { ok: true, element: value as React.ReactNode };
  }
  return { ok: false, error: { name: 'TypeError', message: 'The code must evaluate to a JSX element or a component.' } };
}
