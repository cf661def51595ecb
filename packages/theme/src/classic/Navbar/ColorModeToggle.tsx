import { useSiteConfig } from '@docs/client';
import ColorModeToggle from '@theme/ColorModeToggle';

/** The navbar's colour mode switch, absent when the config disables the switch. */
export default function NavbarColorModeToggle({ className }: { className?: string }) {
  const { colorMode } = useSiteConfig();
  return colorMode.disableSwitch ? null : <ColorModeToggle className={className} />;
}
