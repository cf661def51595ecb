import type { ReactNode } from 'react';
import { interpolate, type InterpolateValues } from './support/interpolate.ts';

/**
 * Messages translated per locale: each locale's build sets its `code.json` messages here (the
 * generated entries do, before anything renders); a message with no translation is shown as
 * written (falling back to its id), with its `{name}` placeholders filled.
 */
let codeTranslations: Record<string, string> = {};

/** The locale's `code.json` messages by id; called once by the generated client and server entries. */
export function setCodeTranslations(messages: Record<string, string>): void {
  codeTranslations = messages;
}

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
  // As Docusaurus: the id names the message, the message itself when there is no id.
  const translated = codeTranslations[id ?? message ?? ''];
  if (translated !== undefined) return translated;
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
