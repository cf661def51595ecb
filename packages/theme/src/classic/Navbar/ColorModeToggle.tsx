/** The navbar's colour mode switch. */
export { default } from '@theme/ColorModeToggle';
