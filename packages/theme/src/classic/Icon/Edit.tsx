import { svgIcon } from './svgIcon.tsx';

/** A pencil. */
export default svgIcon('IconEdit', <path d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" fill="none" />);
