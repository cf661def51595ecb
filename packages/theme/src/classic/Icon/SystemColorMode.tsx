import { svgIcon } from './svgIcon.tsx';

/** A screen: the colour mode follows the system. */
export default svgIcon('IconSystemColorMode', <><rect x="3" y="4" width="18" height="12" rx="2" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" fill="none" /><path d="M8 20h8M12 16v4" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" fill="none" /></>);
