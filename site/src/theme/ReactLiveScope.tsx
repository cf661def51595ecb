import * as FastStoreUI from '@faststore/ui';

/**
 * What the portal's live examples may use without importing: every export of `@faststore/ui`
 * (its components, their parts and hooks), by the names the package gives them. React and its
 * hooks are always in scope as well.
 */
const liveScope: Record<string, unknown> = { ...FastStoreUI };

export default liveScope;
