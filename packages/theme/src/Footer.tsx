import { useSiteConfig } from '@docs/client';
import FooterLayout from '@theme/Footer/Layout';
import FooterLinks from '@theme/Footer/Links';
import FooterLogo from '@theme/Footer/Logo';
import FooterCopyright from '@theme/Footer/Copyright';

/**
 * The footer, composed as Docusaurus composes it: `Footer/Layout` given the links (`Footer/Links`:
 * titled columns, or one row of links for a simple footer), the logo and the copyright, every part
 * imported through `@theme/` so a site's shadow of any of them applies. The links reach
 * `Footer/Links` in the config's shape: columns, or the simple footer's flat list.
 */
export default function Footer() {
  const { footer } = useSiteConfig();
  const links = footer.links.length === 0 ? undefined : footer.simple ? footer.links[0]!.items : footer.links;
  return (
    <FooterLayout
      style={footer.style}
      links={links && <FooterLinks links={links} />}
      logo={footer.logo && <FooterLogo logo={footer.logo} />}
      copyright={footer.copyright && <FooterCopyright copyright={footer.copyright} />}
    />
  );
}
