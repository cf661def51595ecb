import { describe, expect, it } from 'vitest';
import { lastUpdateData } from './lastUpdate.ts';

describe('lastUpdateData', () => {
  it('formats the date in the site language, in UTC so no time zone moves the day', () => {
    expect(lastUpdateData({ date: '2024-01-05', author: 'Ana' }, 'en')).toEqual({ date: '2024-01-05', formattedDate: 'Jan 5, 2024', author: 'Ana' });
    expect(lastUpdateData({ date: '2024-01-05T23:30:00-05:00' }, 'en')).toMatchObject({ formattedDate: 'Jan 6, 2024' });
    expect(lastUpdateData({ date: '2024-01-05' }, 'fr')).toMatchObject({ formattedDate: '5 janv. 2024' });
  });

  it('keeps an author alone, and falls back to English for a locale the runtime does not know', () => {
    expect(lastUpdateData({ author: 'Ana' }, 'en')).toEqual({ date: undefined, formattedDate: undefined, author: 'Ana' });
    expect(lastUpdateData({ date: '2024-01-05' }, 'not a locale!')).toMatchObject({ formattedDate: 'Jan 5, 2024' });
    expect(lastUpdateData(undefined, 'en')).toBeUndefined();
  });
});
