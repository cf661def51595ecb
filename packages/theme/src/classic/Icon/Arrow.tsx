import { svgIcon } from './svgIcon.tsx';

/** A chevron pointing right (rotated by CSS where it points elsewhere). */
export default svgIcon('IconArrow', <path d="M9 6l6 6-6 6" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" fill="none" />);
