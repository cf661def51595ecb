import { Link, useSiteConfig } from '@docs/client';
import { logoUrl } from '../config/LogoImage.tsx';

export interface LogoProps {
  className?: string;
  imageClassName?: string;
  titleClassName?: string;
}

/** The site's brand: the navbar logo and title, a link to the home page. */
export default function Logo({ className = 'navbar-brand', imageClassName, titleClassName = 'navbar-title' }: LogoProps) {
  const site = useSiteConfig();
  return (
    <Link to="/" className={className}>
      {/* The title beside it names the link, so the logo is decorative to assistive technology. */}
      {site.navbar.logo && <img className={imageClassName} src={logoUrl(site.navbar.logo.src, site.baseUrl)} alt="" width={28} height={28} />}
      <span className={titleClassName}>{site.navbar.title ?? site.title}</span>
    </Link>
  );
}
