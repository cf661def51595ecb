import { svgIcon } from './svgIcon.tsx';

/** Three lines: opens the menu. */
export default svgIcon('IconMenu', <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" fill="none" />);
