import type { ReactNode } from 'react';
import { interpolate, type InterpolateValues } from './support/interpolate.ts';

/**
 * Docusaurus translates these messages per locale. This generator builds one locale, so a message
 * is shown as written (falling back to its id), with its `{name}` placeholders filled.
 */

export interface TranslateParam {
  message?: string;
  id?: string;
  /** For translators; not shown. */
  description?: string;
}

export interface TranslateProps {
  children?: string;
  id?: string;
  description?: string;
  values?: InterpolateValues<ReactNode>;
}

function messageOf(message: string | undefined, id: string | undefined, where: string): string {
  if (typeof message === 'string') return message;
  if (typeof id === 'string') return id;
  throw new Error(`${where} needs a message (or at least an id): none was given.`);
}

/** The message as a string, for attributes and titles. */
export function translate(param: TranslateParam, values?: InterpolateValues<string | number>): string {
  return interpolate(messageOf(param.message, param.id, 'translate({ message, id })'), values);
}

/** The message as text on the page; values may be elements (a link inside a sentence). */
export default function Translate({ children, id, values }: TranslateProps) {
  if (children !== undefined && typeof children !== 'string') throw new Error(`<Translate${id ? ` id="${id}"` : ''}> takes its message as plain text children; put elements in \`values\` and refer to them as {name}.`);
  return <>{interpolate(messageOf(children, id, '<Translate>'), values)}</>;
}
