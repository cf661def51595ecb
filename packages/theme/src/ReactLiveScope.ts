/**
 * Names live code blocks may use without importing them, besides React and its hooks (always in
 * scope). A site shadows this module (`src/theme/ReactLiveScope.tsx`) to put its own components in
 * reach. It is part of the live playground's chunk, so only pages with a live block load it.
 */
const liveScope: Record<string, unknown> = {};

export default liveScope;
