import { isMultiColumnFooterLinks } from '@docusaurus/theme-common';
import FooterLinksMultiColumn from '@theme/Footer/Links/MultiColumn';
import FooterLinksSimple from '@theme/Footer/Links/Simple';

type FooterLink = { label?: string; to?: string; href?: string; html?: string };

/** The footer's links: in titled columns, or in one row. */
export default function FooterLinks({ links }: { links: ({ title?: string; items: FooterLink[] } | FooterLink)[] }) {
  return isMultiColumnFooterLinks(links) ? <FooterLinksMultiColumn columns={links as { title?: string; items: FooterLink[] }[]} /> : <FooterLinksSimple links={links as FooterLink[]} />;
}
