import { svgIcon } from './svgIcon.tsx';

/** A sun. */
export default svgIcon('IconLightMode', <><circle cx="12" cy="12" r="5" fill="currentColor" /><path d="M12 1v3M12 20v3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M1 12h3M20 12h3M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" fill="none" /></>);
