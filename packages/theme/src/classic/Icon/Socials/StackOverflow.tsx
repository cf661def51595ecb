import { socialIcon } from './socialIcon.tsx';

/** The StackOverflow icon of an author's links. */
export default socialIcon('StackOverflow', 'S');
