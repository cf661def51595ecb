/** One prop of a component, as its TypeScript declaration says. */
export interface PropDoc {
  name: string;
  /** The type as TypeScript prints it, `undefined` of an optional prop left out. */
  type: string;
  required: boolean;
  /** From a `@default` JSDoc tag. */
  defaultValue?: string;
  /** The JSDoc text above the prop. */
  description: string;
  /** From a `@deprecated` JSDoc tag (an empty string when the tag has no text). */
  deprecated?: string;
}

/** A React component exported by one of the modules `propsTables.modules` lists. */
export interface ComponentDoc {
  /** The export name, e.g. `Button`. */
  name: string;
  /** The module specifier it was found through, e.g. `@faststore/ui`. */
  module: string;
  description: string;
  /** Props the component declares itself, in declaration order. */
  props: PropDoc[];
  /** Props types it takes over from React or the DOM, e.g. `ButtonHTMLAttributes<HTMLButtonElement>`. */
  inherits: string[];
}
