/**
 * Where the browser bundle goes inside the output folder, and its URL path under the base URL.
 * A module of its own so that what only names the folder (the `_headers` writer, the bundle
 * cache) does not load the bundler.
 */
export const JS_DIR = 'assets/js';
