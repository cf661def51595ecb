import { Link, useSiteConfig } from '@docs/client';
import { logoUrl } from '../../config/LogoImage.tsx';

/** The footer's logo, a link when it has one. */
export default function FooterLogo({ logo }: { logo: { src: string; alt?: string; href?: string; width?: number; height?: number } }) {
  const { baseUrl } = useSiteConfig();
  const image = <img className="footer-logo" src={logoUrl(logo.src, baseUrl)} alt={logo.alt ?? ''} width={logo.width} height={logo.height} />;
  return logo.href ? <Link to={logo.href}>{image}</Link> : image;
}
