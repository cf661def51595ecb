import NavbarItem, { type NavbarItemConfig } from '@theme/NavbarItem';

/** A navbar item of type `dropdown`, with its config fields as props. */
export default function DropdownNavbarItem(props: Omit<NavbarItemConfig, 'type'> & { mobile?: boolean; [key: string]: unknown }) {
  const { mobile: _mobile, ...item } = props;
  return <NavbarItem item={{ ...item, type: 'dropdown' }} />;
}
