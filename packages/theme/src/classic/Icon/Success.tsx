import { svgIcon } from './svgIcon.tsx';

/** A tick. */
export default svgIcon('IconSuccess', <path d="M5 12.5l4.5 4.5L19 7" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" fill="none" />);
