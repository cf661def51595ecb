import { describe, expect, it } from 'vitest';
import { mergeTranslations } from './writeTranslations.ts';

describe('merging a translation file as docusaurus write-translations does', () => {
  const existing = {
    kept: { message: 'Gardé', description: 'old words' },
    plain: 'Simple',
    gone: { message: 'Plus là' },
  } as unknown as Parameters<typeof mergeTranslations>[0];
  const entries = {
    kept: { message: 'Kept', description: 'new words' },
    plain: { message: 'Plain' },
    fresh: { message: 'Fresh', description: 'just added' },
  };

  it('keeps translated messages with the current descriptions, adds the new ones prefixed, and leaves the rest', () => {
    expect(mergeTranslations(existing, entries, { messagePrefix: '[fr] ' })).toEqual({
      kept: { message: 'Gardé', description: 'new words' },
      plain: { message: 'Simple' },
      gone: { message: 'Plus là' },
      fresh: { message: '[fr] Fresh', description: 'just added' },
    });
  });

  it('puts the site’s text back under override', () => {
    expect(mergeTranslations(existing, entries, { override: true })).toEqual({
      kept: { message: 'Kept', description: 'new words' },
      plain: { message: 'Plain' },
      gone: { message: 'Plus là' },
      fresh: { message: 'Fresh', description: 'just added' },
    });
  });

  it('keeps the file’s description when the site gives none', () => {
    expect(mergeTranslations({ id: { message: 'Un', description: 'the first' } }, { id: { message: 'One' } }, {})).toEqual({ id: { message: 'Un', description: 'the first' } });
  });
});
