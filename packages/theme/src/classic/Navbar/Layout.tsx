/** The navbar's frame: the theme's navbar is one component, which this names (see Navbar/Content). */
export { default } from '@theme/Navbar';
