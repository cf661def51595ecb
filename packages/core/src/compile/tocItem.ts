/**
 * One heading of a document's table of contents. On its own so that route records can name it
 * without importing the compile stage's types, which import the config's.
 */
export interface TocItem {
  value: string;
  id: string;
  level: number;
  children: TocItem[];
}
