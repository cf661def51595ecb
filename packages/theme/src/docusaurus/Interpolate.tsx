import type { ReactNode } from 'react';
import { interpolate, type InterpolateValues } from './support/interpolate.ts';

export { interpolate, type InterpolateValues };

export interface InterpolateProps {
  /** The message, with `{name}` placeholders. */
  children: string;
  values?: InterpolateValues<ReactNode>;
}

/** A message with its `{name}` placeholders filled, values being text or elements. */
export default function Interpolate({ children, values }: InterpolateProps) {
  if (typeof children !== 'string') throw new Error('<Interpolate> takes its message as plain text children, such as <Interpolate values={{ name }}>{"Hello {name}"}</Interpolate>.');
  return <>{interpolate(children, values)}</>;
}
