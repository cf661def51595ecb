import { socialIcon } from './socialIcon.tsx';

/** The Twitter icon of an author's links. */
export default socialIcon('Twitter', 'T');
