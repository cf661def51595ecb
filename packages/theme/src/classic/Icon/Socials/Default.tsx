import { socialIcon } from './socialIcon.tsx';

/** The Default icon of an author's links. */
export default socialIcon('Default', '•');
