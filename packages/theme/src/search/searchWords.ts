import { translate } from '@docusaurus/Translate';

/**
 * Sentences the search modal, the search page and the Algolia modal all show, written once so
 * the three say the same thing (and code.json translates them in one place).
 */
export function searchUnavailable(reason: string): string {
  return translate({ id: 'theme.SearchModal.errorScreen.titleText', message: 'Search is unavailable right now: {reason}', description: 'Shown when the search index or service cannot be reached' }, { reason });
}

export function noResultsFor(query: string): string {
  return translate({ id: 'theme.SearchModal.noResultsScreen.noResultsText', message: 'No results for “{query}”.', description: 'The search text when nothing matches' }, { query });
}

export function searchResultsRegionLabel(): string {
  return translate({ id: 'theme.SearchModal.resultsRegionAriaLabel', message: 'Search results', description: 'The accessible name of the search modal\'s scrolling results area' });
}
