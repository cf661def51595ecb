import { Link, useSiteConfig } from '@docs/client';
import LogoImage from '../config/LogoImage.tsx';

export interface LogoProps {
  className?: string;
  imageClassName?: string;
  titleClassName?: string;
}

/**
 * The site's brand from the navbar config: its logo (and dark-mode logo) and title, a link to the
 * logo's `href` or the home page. `title: null` or '' shows the logo alone.
 */
export default function Logo({ className = 'navbar-brand', imageClassName, titleClassName = 'navbar-title' }: LogoProps) {
  const site = useSiteConfig();
  const logo = site.navbar.logo;
  const title = site.navbar.title === undefined ? site.title : site.navbar.title;
  return (
    <Link to={logo?.href ?? '/'} target={logo?.target} className={className}>
      {/* With a title beside it naming the link, the logo is decorative to assistive technology. */}
      {logo && <LogoImage logo={logo} baseUrl={site.baseUrl} alt={title ? '' : logo.alt ?? site.title} className={imageClassName} defaultSize={28} />}
      {title && <span className={titleClassName}>{title}</span>}
    </Link>
  );
}
