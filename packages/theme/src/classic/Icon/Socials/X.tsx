import { socialIcon } from './socialIcon.tsx';

/** The X icon of an author's links. */
export default socialIcon('X', 'X');
