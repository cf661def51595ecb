import { socialIcon } from './socialIcon.tsx';

/** The Bluesky icon of an author's links. */
export default socialIcon('Bluesky', 'B');
