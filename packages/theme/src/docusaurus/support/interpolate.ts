import { Fragment, createElement, isValidElement, type ReactNode } from 'react';

/** Values for the `{name}` placeholders of a message. */
export type InterpolateValues<Value = ReactNode> = Record<string, Value>;

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * Fill the `{name}` placeholders of `text`. With only strings and numbers the result is a string
 * (usable in attributes, `document.title`, ...); with an element among the values it is a list of
 * nodes. A placeholder without a value stays as written, so a missing value shows on the page
 * instead of silently vanishing.
 */
export function interpolate(text: string, values?: InterpolateValues<string | number>): string;
export function interpolate(text: string, values?: InterpolateValues): ReactNode;
export function interpolate(text: string, values?: InterpolateValues): ReactNode {
  if (!values) return text;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    parts.push(text.slice(last, match.index));
    const name = match[1]!;
    parts.push(Object.hasOwn(values, name) ? values[name] : match[0]);
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  if (parts.every((p) => typeof p === 'string' || typeof p === 'number')) return parts.join('');
  // Keys from the position: the parts of one message never reorder.
  return parts.map((part, i) => (isValidElement(part) ? createElement(Fragment, { key: i }, part) : part));
}
