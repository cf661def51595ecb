import type { ClientFooterLink } from '@docs/client';
import { isMultiColumnFooterLinks } from '@docusaurus/theme-common';
import FooterLinksMultiColumn, { type FooterColumn } from '@theme/Footer/Links/MultiColumn';
import FooterLinksSimple from '@theme/Footer/Links/Simple';

/** The footer's links: in titled columns when they are groups of items, else in one row. */
export default function FooterLinks({ links }: { links: readonly (FooterColumn | ClientFooterLink)[] }) {
  return isMultiColumnFooterLinks(links) ? <FooterLinksMultiColumn columns={links as FooterColumn[]} /> : <FooterLinksSimple links={links as ClientFooterLink[]} />;
}
