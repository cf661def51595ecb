import { socialIcon } from './socialIcon.tsx';

/** The GitHub icon of an author's links. */
export default socialIcon('GitHub', 'G');
