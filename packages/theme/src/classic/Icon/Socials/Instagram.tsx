import { socialIcon } from './socialIcon.tsx';

/** The Instagram icon of an author's links. */
export default socialIcon('Instagram', 'I');
