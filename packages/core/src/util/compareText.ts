/**
 * Text order that is the same on every machine: `localeCompare` without a locale follows the
 * environment's (LANG), and a Danish one sorts `Aa` after `Z`, so two builds would differ.
 */
const collator = new Intl.Collator('en');

export const compareText = (a: string, b: string): number => collator.compare(a, b);
