import { describe, expect, it } from 'vitest';
import { packageSourceDir } from '../bundle/packagePaths.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { extractCodeMessages } from './extractCodeMessages.ts';
import { themeMessages } from './themeMessages.ts';

const placeholders = (message: string) => [...new Set([...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

describe("the theme's messages", async () => {
  const diagnostics: Diagnostic[] = [];
  // The one list of the theme's messages: its components (and the client runtime's page error), as
  // docs write-translations reads them.
  const english = await extractCodeMessages(packageSourceDir('@docs/theme'), ['.', packageSourceDir('@docs/client')], diagnostics);
  const ids = Object.keys(english).sort();

  it('are all literal text under theme. ids', () => {
    expect(diagnostics).toEqual([]);
    expect(ids.length).toBeGreaterThan(120);
    expect(ids.filter((id) => !id.startsWith('theme.'))).toEqual([]);
  });

  for (const language of ['fr', 'ar']) {
    it(`are all in ${language}, with the English placeholders, and no id the theme does not have`, () => {
      const own = themeMessages(language);
      expect(ids.filter((id) => own[id] === undefined)).toEqual([]);
      expect(Object.keys(own).filter((id) => !(id in english))).toEqual([]);
      // A translation that drops or invents a {placeholder} would show it raw or lose the value.
      const wrong = ids.filter((id) => !id.endsWith('.plurals') && !id.endsWith('.nDocsTagged') && JSON.stringify(placeholders(own[id]!)) !== JSON.stringify(placeholders(english[id]!.message)));
      expect(wrong).toEqual([]);
    });
  }
});
