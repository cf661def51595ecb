import Logo from '@theme/Logo';

/** The navbar's brand: the config's logo and title, a link to the home page (or the logo's `href`). */
export default function NavbarLogo() {
  return <Logo className="navbar-brand navbar__brand" titleClassName="navbar-title navbar__title" />;
}
