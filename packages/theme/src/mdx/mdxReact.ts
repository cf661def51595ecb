import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';

/**
 * `@mdx-js/react` for a site that imports it without having it installed (Docusaurus brings it
 * along): the context of MDX components a site's `MDXProvider` gives, read by the theme's content
 * (see ProvidedContent.tsx). A site that has the package gets its own copy, shared the same way.
 */
export type MDXComponents = Record<string, unknown>;
type MergeComponents = (outer: MDXComponents) => MDXComponents;

const NONE: MDXComponents = Object.freeze({}) as MDXComponents;
const ComponentsContext = createContext<MDXComponents>(NONE);

/** The components of the providers around, with `components` over them (or `components(theirs)` when a function). */
export function useMDXComponents(components?: MDXComponents | MergeComponents): MDXComponents {
  const outer = useContext(ComponentsContext);
  return useMemo(() => (typeof components === 'function' ? components(outer) : components ? { ...outer, ...components } : outer), [outer, components]);
}

export interface MDXProviderProps {
  components?: MDXComponents | MergeComponents;
  /** Ignore the providers around: only `components` count. */
  disableParentContext?: boolean;
  children?: ReactNode;
}

/** Gives the MDX content inside it `components`, over those of the providers around it. */
export function MDXProvider({ components, disableParentContext, children }: MDXProviderProps) {
  const merged = useMDXComponents(components);
  const own = typeof components === 'function' ? components(NONE) : components ?? NONE;
  return createElement(ComponentsContext.Provider, { value: disableParentContext ? own : merged }, children);
}
