/** The banner of a draft, shown by `docs dev` only. */
export { default } from '@theme/DraftBanner';
