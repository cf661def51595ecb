import { socialIcon } from './socialIcon.tsx';

/** The YouTube icon of an author's links. */
export default socialIcon('YouTube', 'Y');
