import { svgIcon } from './svgIcon.tsx';

/** A cross, for close buttons. */
export default svgIcon('IconClose', <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" fill="none" />);
