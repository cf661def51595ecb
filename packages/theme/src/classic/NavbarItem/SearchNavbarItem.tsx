import NavbarItem, { type NavbarItemConfig } from '@theme/NavbarItem';

/** A navbar item of type `search`, with its config fields as props. */
export default function SearchNavbarItem(props: Omit<NavbarItemConfig, 'type'> & { mobile?: boolean; [key: string]: unknown }) {
  const { mobile: _mobile, ...item } = props;
  return <NavbarItem item={{ ...item, type: 'search' }} />;
}
