import { svgIcon } from './svgIcon.tsx';

/** Two sheets, for copy buttons. */
export default svgIcon('IconCopy', <><rect x="8" y="8" width="12" height="12" rx="2" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" fill="none" /><path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" fill="none" /></>);
