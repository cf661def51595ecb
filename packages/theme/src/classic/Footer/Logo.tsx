import { Link, useSiteConfig, type ClientLogo } from '@docs/client';
import LogoImage from '../../config/LogoImage.tsx';

/** The footer's logo (and dark-mode logo), a link when it has an `href`. */
export default function FooterLogo({ logo }: { logo: ClientLogo }) {
  const { baseUrl, title } = useSiteConfig();
  const image = <LogoImage logo={logo} baseUrl={baseUrl} alt={logo.alt ?? title} className="footer-logo" />;
  return logo.href ? (
    <Link to={logo.href} target={logo.target} className="footer-logo-link">
      {image}
    </Link>
  ) : (
    image
  );
}
