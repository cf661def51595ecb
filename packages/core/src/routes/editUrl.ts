import type { BlogEditUrlArgs, DocsEditUrlArgs } from '../config/types.ts';

/** A content plugin's `editUrl`: a base URL, or a function of the document as Docusaurus calls it. */
export type EditUrlOption<Args> = string | ((args: Args) => string | undefined) | undefined;

/**
 * The edit link of one document. A string is the base the document's path from the site folder is
 * appended to (`{editUrl}/{contentDir}/{relPath}`); a function gets Docusaurus's argument object
 * and may return nothing for no link. The front matter's `custom_edit_url` wins (null or empty: none).
 */
export function editUrlFor<Args extends { permalink: string }>(option: EditUrlOption<Args>, contentDir: string, relPath: string, args: Args, custom?: string | null): string | undefined {
  if (custom !== undefined) return custom || undefined;
  if (typeof option === 'function') {
    const url = option(args);
    return typeof url === 'string' && url ? url : undefined;
  }
  if (!option) return undefined;
  const dir = contentDir.replace(/\\/g, '/').replace(/^\.?\/+|\/+$/g, '');
  return [option.replace(/\/+$/, ''), dir, relPath].filter(Boolean).join('/');
}

export const docsEditArgs = (versionDocsDirPath: string, docPath: string, permalink: string, locale: string, version = 'current'): DocsEditUrlArgs => ({ version, versionDocsDirPath, docPath, permalink, locale });
export const blogEditArgs = (blogDirPath: string, blogPath: string, permalink: string, locale: string): BlogEditUrlArgs => ({ blogDirPath, blogPath, permalink, locale });
