import { svgIcon } from './svgIcon.tsx';

/** An exclamation mark in a triangle. */
export default svgIcon('IconWarning', <path d="M12 3l10 18H2L12 3zM12 10v5M12 18v.5" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" fill="none" />);
