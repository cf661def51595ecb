import * as React from 'react';
import { transform, type Transform } from 'sucrase';
import { evaluationWorked, reloadUnderOwnPolicy } from './evalBlocked.ts';
import { firstFailure, parseFailure, placeInCode, type WrappedCode } from './syntaxErrorPosition.ts';

/** What running a live block's code gave: something to render, or why not. */
export type Evaluation =
  | { ok: true; element: React.ReactNode }
  | { ok: false; error: LiveError };

export interface LiveError {
  /** "SyntaxError", "TypeError", ...: shown before the message. */
  name: string;
  /** A syntax error's message ends with its place in the reader's code, as "(line:column)". */
  message: string;
  /** Where a syntax error is in the reader's code, both from 1, when the transpiler says. */
  line?: number;
  column?: number;
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

const isTypeScript = (language: string) => ['ts', 'tsx', 'typescript'].includes(language.toLowerCase());

function transformsFor(language: string): Transform[] {
  return isTypeScript(language) ? ['typescript', 'jsx'] : ['jsx'];
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

/** The expression without the semicolon that ends it (trailing comments may follow). */
const withoutFinalSemicolon = (code: string) => code.trimEnd().replace(/;+((?:\s|\/\/[^\n]*|\/\*[\s\S]*?\*\/)*)$/, '$1');

const statementsSource = (code: string): WrappedCode => ({ text: code, codeStart: 0, code });

/**
 * The expression wrapped as react-live does; the wrapper has a line of its own, and the newline
 * after the code keeps a trailing line comment from swallowing the closing parenthesis.
 */
function expressionSource(code: string): WrappedCode {
  const prefix = 'return (\n';
  const expression = withoutFinalSemicolon(code);
  return { text: `${prefix}${expression}\n);`, codeStart: prefix.length, code: expression };
}

/** A syntax error with the place in the reader's code (not in the wrapper) that the transpiler found. */
interface LocatedError extends LiveError {
  /** Index in the reader's code; absent when the transpiler names no place. */
  index?: number;
}

/** The transpiler's error, at its place in the code the reader sees. */
function locate(error: unknown, source: WrappedCode, language: string): LocatedError {
  const { name } = asLiveError(error);
  const failure = firstFailure(source.text, parseFailure(error), { parse: (text) => transpile(text, language), typescript: isTypeScript(language) });
  if (failure.index === undefined) return { name, message: failure.message };
  const { index, line, column } = placeInCode(source, failure.index);
  return { name, message: `${failure.message} (${line}:${column})`, line, column, index };
}

/** Of two parses of the same code, the error the parser met further on; one without a place came at the end. */
const further = (a: LocatedError, b: LocatedError) => ((a.index ?? Infinity) > (b.index ?? Infinity) ? a : b);

const withoutIndex = ({ index: _, ...error }: LocatedError): LiveError => error;

/**
 * Transpile and run a live block's code with React and `scope` in reach; never throws. Errors
 * inside the rendered components are the caller's (an error boundary).
 */
export function evaluate(code: string, language: string, scope: Record<string, unknown> = {}): Evaluation {
  const noInline = callsRender(code);
  const source = noInline ? statementsSource(code) : expressionSource(code);
  let js: string;
  try {
    js = transpile(source.text, language);
  } catch (error) {
    if (noInline) return { ok: false, error: withoutIndex(locate(error, source, language)) };
    // Not an expression. Valid statements: say what the block must look like. Invalid: of the two
    // errors, the one further on (`const App = () => { ... }` fails as an expression at its first
    // word, and as statements where the mistake is).
    try {
      transpile(code, language);
      return {
        ok: false,
        error: { name: 'SyntaxError', message: 'The code must be a single JSX expression or component, or call render(<Component />) at the end.' },
      };
    } catch (asStatements) {
      return { ok: false, error: withoutIndex(further(locate(asStatements, statementsSource(code), language), locate(error, source, language))) };
    }
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
