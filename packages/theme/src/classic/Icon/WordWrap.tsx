import { svgIcon } from './svgIcon.tsx';

/** A line wrapping onto the next. */
export default svgIcon('IconWordWrap', <path d="M4 6h16M4 12h12a3 3 0 0 1 0 6h-4m0 0l2-2m-2 2l2 2M4 18h5" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" fill="none" />);
