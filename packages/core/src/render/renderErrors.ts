import { readFileSync } from 'node:fs';
import { codeFrame, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { RenderedRoute } from './renderBatch.ts';
import { componentNames, reasonOf, type RenderFailure, type WrittenElement } from './renderFailure.ts';

/** Where `<Name` is first written in a document, outside code. */
function elementPosition(source: string, name: string): { line: number; column: number } | undefined {
  const withoutCode = source.replace(/^([ \t]*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\2[ \t]*$/gm, (block) => block.replace(/[^\n]/g, ' '));
  const match = new RegExp(`<${name.replace(/[.$]/g, '\\$&')}(?=[\\s/>])`).exec(withoutCode);
  if (!match) return undefined;
  const before = withoutCode.slice(0, match.index);
  const line = before.split('\n').length;
  return { line, column: match.index - before.lastIndexOf('\n') };
}

const readText = (file: string | undefined) => {
  try {
    return file && /\.mdx?$/.test(file) ? readFileSync(file, 'utf8') : undefined;
  } catch {
    return undefined;
  }
};

/** Errors that say an element's component is not there: a name never imported or defined, or one that holds nothing. */
const UNDEFINED_COMPONENT = /^Expected (component|object) `|is not defined$|^Element type is invalid.* but got: (undefined|null)\b/;
/** React's word for an element whose type is something else than a component: what it got instead. */
const NOT_A_COMPONENT = /^Element type is invalid.* but got: (\w+)/;

/** What to do about an error at an element: define what it names, or look at the component that threw. */
function hintAt(element: WrittenElement, reason: string, components: string[]): string {
  const { name } = element;
  const dot = name.lastIndexOf('.');
  if (UNDEFINED_COMPONENT.test(reason)) {
    return dot > 0
      ? `${name} is undefined where the page renders it: check that ${name.slice(0, dot)} is imported and has a member ${name.slice(dot + 1)}.`
      : `${name} is undefined where the page renders it: import it at the top of the document, define it there (export const ${name} = ...), or check its name.`;
  }
  const other = NOT_A_COMPONENT.exec(reason);
  if (other) return `${name} holds a${/^[aeiou]/.test(other[1]!) ? 'n' : ''} ${other[1]}, not a component: check how it is imported (a named export imported as the default, or a whole module, say).`;
  const thrower = components.find((c) => /^[A-Z]/.test(c));
  const stack = components.slice(0, 5).join(' < ');
  return thrower && thrower !== name.slice(dot + 1) ? `${thrower} threw inside <${name}>; components, innermost first: ${stack}.` : `The component ${name} threw while the page was rendered; its stack: ${stack}.`;
}

/**
 * A route that threw while rendering, as a diagnostic: the page, the element of the document the
 * error came from (as written, at its line), and the error. With no `failure` (the render again
 * did not reproduce it), the innermost component of the stack that the document writes as an
 * element, found by its name.
 */
export function renderErrorDiagnostic(route: RenderedRoute, source: string | undefined, failure?: RenderFailure): Diagnostic {
  const [, ...rest] = route.error!.split('\n');
  const reason = reasonOf(route.error!);
  const names = failure?.components ?? componentNames(route.componentStack);
  const located = failure?.element;
  if (located) {
    const text = readText(located.file);
    return {
      severity: 'error',
      code: 'render',
      file: located.file,
      line: located.line,
      column: located.column,
      message: `Rendering ${route.path} failed in <${located.name}>: ${reason}`,
      frame: text === undefined ? undefined : codeFrame(text, located.line, located.column),
      hint: hintAt(located, reason, names),
    };
  }
  const text = readText(source);
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
