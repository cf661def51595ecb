import { socialIcon } from './socialIcon.tsx';

/** The Mastodon icon of an author's links. */
export default socialIcon('Mastodon', 'M');
