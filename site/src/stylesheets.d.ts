/**
 * Stylesheets (plain CSS and Sass) are imported for their side effect: the bundler adds them to
 * the page's CSS. This tells the type checker such imports are expected.
 */
declare module '*.css';
declare module '*.scss';
