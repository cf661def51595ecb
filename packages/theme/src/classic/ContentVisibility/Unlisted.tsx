/** The banner of a page built but left out of lists and search. */
export { default } from '@theme/UnlistedBanner';
