import { readFileSync } from 'node:fs';
import { codeFrame, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { RenderedRoute } from './renderBatch.ts';

/** Component names of a React component stack, innermost first. */
export function componentNames(componentStack: string | undefined): string[] {
  return [...(componentStack ?? '').matchAll(/^\s*at ([A-Za-z_$][\w$.]*)/gm)].map((m) => m[1]!);
}

/** Where `<Name` is first written in a document, outside code. */
function elementPosition(source: string, name: string): { line: number; column: number } | undefined {
  const withoutCode = source.replace(/^([ \t]*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\2[ \t]*$/gm, (block) => block.replace(/[^\n]/g, ' '));
  const match = new RegExp(`<${name.replace(/[.$]/g, '\\$&')}(?=[\\s/>])`).exec(withoutCode);
  if (!match) return undefined;
  const before = withoutCode.slice(0, match.index);
  const line = before.split('\n').length;
  return { line, column: match.index - before.lastIndexOf('\n') };
}

/**
 * A route that threw while rendering, as a diagnostic: the page, the component that threw (the
 * innermost one of the stack that the document writes as an element) at its line in the document,
 * and the error.
 */
export function renderErrorDiagnostic(route: RenderedRoute, source: string | undefined): Diagnostic {
  const [first = '', ...rest] = route.error!.split('\n');
  const reason = first.replace(/^\w*Error: /, '');
  const names = componentNames(route.componentStack);
  let text: string | undefined;
  try {
    text = source && /\.mdx?$/.test(source) ? readFileSync(source, 'utf8') : undefined;
  } catch {
    text = undefined;
  }
  for (const name of names) {
    const at = text !== undefined ? elementPosition(text, name) : undefined;
    if (!at) continue;
    return {
      severity: 'error',
      code: 'render',
      file: source,
      ...at,
      message: `Rendering ${route.path} failed in <${name}>: ${reason}`,
      frame: codeFrame(text!, at.line, at.column),
      hint: `The component ${name} threw while the page was rendered; its stack: ${names.slice(0, 5).join(' < ')}.`,
    };
  }
  return {
    severity: 'error',
    code: 'render',
    file: source,
    message: `Rendering ${route.path} failed${names[0] ? ` in <${names[0]}>` : ''}: ${reason}`,
    hint: names.length ? `Components, innermost first: ${names.slice(0, 5).join(' < ')}.` : rest.slice(0, 3).join('\n').trim() || undefined,
  };
}
