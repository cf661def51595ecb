import { svgIcon } from './svgIcon.tsx';

/** An arrow out of a box: the link leaves the site. */
export default svgIcon('IconExternalLink', <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" fill="none" />);
