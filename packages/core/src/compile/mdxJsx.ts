import type { Position } from 'unist';

/** An attribute of an MDX JSX element: `name="value"`, or an expression (`{...props}`, `a={b}`). */
export interface JsxAttribute {
  type: 'mdxJsxAttribute' | 'mdxJsxExpressionAttribute';
  name?: string;
  value?: unknown;
}

/** A JSX element in an MDX tree (mdast or hast), as far as the compile stage's plugins read it. */
export interface JsxElement<Child = unknown> {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: JsxAttribute[];
  children: Child[];
  position?: Position;
}
