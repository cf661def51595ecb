import { parseMarker, type DocumentElement } from '../compile/recmaElementMarkers.ts';
import type { RenderedRoute } from './renderBatch.ts';

/** An element as a document writes it, in that document. */
export interface WrittenElement {
  file: string;
  name: string;
  line: number;
  column: number;
}

/** A failed render, reproduced with the documents' elements marked (see `locateRenderErrors.ts`). */
export interface RenderFailure {
  /** The components around the error, innermost first, named as their sources name them. */
  components: string[];
  /** The document's element the error came from, when it came from one. */
  element?: WrittenElement;
}

/** Component names of a React component stack, innermost first. */
export function componentNames(componentStack: string | undefined): string[] {
  return [...(componentStack ?? '').matchAll(/^\s*at ([A-Za-z_$][\w$.]*)/gm)].map((m) => m[1]!);
}

/** What went wrong: the first line of an error's stack, without its `TypeError: ` label. */
export const reasonOf = (error: string) => error.split('\n')[0]!.replace(/^\w*Error: /, '');

/** MDX's own check, in a document's body, that a name it uses is defined (imported or passed in). */
const MISSING_REFERENCE = /^Expected (component|object) `([^`]+)` to be defined/;

/**
 * The failure the render again (`again`) found, when it is the one the build's render (`first`)
 * found: marked elements are components of their own, and a component that looks at its
 * children's type could fail otherwise, so only the same error is trusted. The element is the
 * innermost marked one around the error or, for a name MDX found undefined, the first element of
 * the body written with it (MDX checks before it renders any).
 */
export function failureOf(o: { first: RenderedRoute; again: RenderedRoute; documents: { file: string; elements: DocumentElement[] }[] }): RenderFailure | undefined {
  const reason = reasonOf(o.again.error!);
  if (reason !== reasonOf(o.first.error!)) return undefined;
  const names = componentNames(o.again.componentStack);
  const written = (document: number, element: DocumentElement | undefined): WrittenElement | undefined =>
    element && { file: o.documents[document]!.file, name: element.name, line: element.line, column: element.column };
  let element: WrittenElement | undefined;
  const missing = MISSING_REFERENCE.exec(reason);
  if (missing) {
    const [, kind, name] = missing;
    const uses = (e: DocumentElement) => e.body && (e.name === name || (kind === 'object' && e.name.startsWith(`${name}.`)));
    // MDX checks a document's names before it renders any of its elements: a marker around the
    // error is the element of another document that renders the failing one (a partial, listed
    // after the documents that show it), so those after the marker's document are looked in first.
    const around = names.map(parseMarker).find((m) => m !== undefined)?.document ?? -1;
    const order = [...o.documents.keys()].sort((a, b) => Number(a <= around) - Number(b <= around) || a - b);
    for (const document of order) element ??= written(document, o.documents[document]!.elements.find(uses));
  } else {
    for (const marker of names.map(parseMarker)) element ??= marker && written(marker.document, o.documents[marker.document]?.elements[marker.index]);
  }
  return { components: names.filter((n) => !parseMarker(n)), element };
}
