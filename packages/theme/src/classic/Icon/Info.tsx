import { svgIcon } from './svgIcon.tsx';

/** An "i" in a circle. */
export default svgIcon('IconInfo', <><circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth={2} fill="none" /><path d="M12 11v6M12 7.5v.5" stroke="currentColor" strokeWidth={2} strokeLinecap="round" /></>);
