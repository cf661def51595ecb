import { describe, expect, it } from 'vitest';
import { docsEditArgs, editUrlFor } from './editUrl.ts';

describe('editUrlFor', () => {
  const args = docsEditArgs('docs', 'guides/a.md', '/docs/guides/a', 'en');

  it("appends the content folder and the file's path to a string", () => {
    expect(editUrlFor('https://git.example/edit/main/', 'docs', 'guides/a.md', args)).toBe('https://git.example/edit/main/docs/guides/a.md');
    expect(editUrlFor('https://git.example/edit/main/website', './docs/', 'guides/a.md', args)).toBe('https://git.example/edit/main/website/docs/guides/a.md');
  });

  it("calls a function with Docusaurus's arguments, and gives no link when it returns none", () => {
    const seen: unknown[] = [];
    expect(editUrlFor((a) => (seen.push(a), `https://e/${a.locale}/${a.versionDocsDirPath}/${a.docPath}`), 'docs', 'guides/a.md', args)).toBe('https://e/en/docs/guides/a.md');
    expect(seen).toEqual([{ version: 'current', versionDocsDirPath: 'docs', docPath: 'guides/a.md', permalink: '/docs/guides/a', locale: 'en' }]);
    expect(editUrlFor(() => undefined, 'docs', 'a.md', args)).toBeUndefined();
  });

  it("lets the front matter's custom_edit_url win, null or empty meaning no link", () => {
    expect(editUrlFor('https://e', 'docs', 'a.md', args, 'https://other/a')).toBe('https://other/a');
    expect(editUrlFor('https://e', 'docs', 'a.md', args, null)).toBeUndefined();
    expect(editUrlFor('https://e', 'docs', 'a.md', args, '')).toBeUndefined();
  });
});
