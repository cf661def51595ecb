/**
 * Stylesheets are imported for their side effect (the bundler adds them to the page's CSS); this
 * tells the type checker such imports are expected.
 */
declare module '*.css';
