import { socialIcon } from './socialIcon.tsx';

/** The Threads icon of an author's links. */
export default socialIcon('Threads', '@');
