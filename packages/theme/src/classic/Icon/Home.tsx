import { svgIcon } from './svgIcon.tsx';

/** A house. */
export default svgIcon('IconHome', <path d="M3 11l9-8 9 8M5 9.5V20h5v-6h4v6h5V9.5" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" fill="none" />);
