import { socialIcon } from './socialIcon.tsx';

/** The LinkedIn icon of an author's links. */
export default socialIcon('LinkedIn', 'in');
