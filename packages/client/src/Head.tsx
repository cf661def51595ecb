import { createContext, useContext, useEffect } from 'react';

/** A `<meta>`, `<link>` or `<script>` a page adds to its head (Docusaurus's `<Head>` children). */
export interface HeadElementTag {
  tag: string;
  attributes: Record<string, string>;
  text?: string;
}

export interface HeadTags {
  title?: string;
  description?: string;
  /** Other elements for the head, in the order rendered; the HTML shell writes them. */
  elements?: HeadElementTag[];
}

/** Collects what pages say about their `<head>` during server rendering. */
export class HeadCollector {
  tags: HeadTags = {};
}

export const HeadContext = createContext<HeadCollector | null>(null);

/** The collector of the server render, or null in the browser: for head components beyond title and description. */
export function useHeadCollector(): HeadCollector | null {
  return useContext(HeadContext);
}

/**
 * Set the document title and description. On the server the values go into the HTML shell; in
 * the browser they are applied after each navigation.
 */
export function Head({ title, description }: HeadTags) {
  const collector = useContext(HeadContext);
  if (collector) {
    if (title !== undefined) collector.tags.title = title;
    if (description !== undefined) collector.tags.description = description;
  }
  useEffect(() => {
    if (title !== undefined) document.title = title;
    if (description !== undefined) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
  return null;
}
