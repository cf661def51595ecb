import { createContext, useContext, useEffect } from 'react';

export interface HeadTags {
  title?: string;
  description?: string;
}

/** Collects what pages say about their `<head>` during server rendering. */
export class HeadCollector {
  tags: HeadTags = {};
}

export const HeadContext = createContext<HeadCollector | null>(null);

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
