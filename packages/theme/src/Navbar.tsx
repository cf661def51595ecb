import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useDocsSidebar, useLocation, useSiteConfig } from '@docs/client';
import LogoImage from './config/LogoImage.tsx';
import ColorModeToggle from '@theme/ColorModeToggle';
import NavbarItem, { type NavbarItemConfig } from '@theme/NavbarItem';
import { useFocusTrap } from '@theme/hooks/useFocusTrap';
import NavbarMobileSidebarPrimaryMenu from '@theme/Navbar/MobileSidebar/PrimaryMenu';
import NavbarMobileSidebarSecondaryMenu from '@theme/Navbar/MobileSidebar/SecondaryMenu';

/** At this width and below, the navbar collapses into the mobile sidebar. */
export const MOBILE_BREAKPOINT = 996;

/** Logo paths are relative to static/, like the favicon (see `config/LogoImage.tsx`). */
export { logoUrl } from './config/LogoImage.tsx';

/** Hides the navbar while the reader scrolls down, shows it again on the way up. */
function useHideOnScroll(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      // Near the top it always shows; small moves do not flip it.
      if (y < 60) setHidden(false);
      else if (Math.abs(y - last) > 8) setHidden(y > last);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
  return hidden;
}

function MobileSidebar({ onClose, toggle }: { onClose(): void; toggle: React.RefObject<HTMLButtonElement | null> }) {
  const panel = useRef<HTMLDivElement>(null);
  const close = useCallback(() => {
    onClose();
    toggle.current?.focus();
  }, [onClose, toggle]);
  useFocusTrap(panel, true, close);
  // The menu opens where the reader is: a page deep in a long sidebar is brought to the middle of
  // the panel instead of leaving them at the top of the sidebar.
  useEffect(() => {
    const box = panel.current;
    const current = box?.querySelector<HTMLElement>('.doc-sidebar [aria-current="page"]');
    if (!box || !current) return;
    const offset = current.getBoundingClientRect().top - box.getBoundingClientRect().top;
    if (offset + current.offsetHeight > box.clientHeight) box.scrollTop += offset - (box.clientHeight - current.offsetHeight) / 2;
  }, []);
  return (
    <div className="mobile-sidebar" role="dialog" aria-modal="true" aria-label="Navigation menu">
      <div className="mobile-sidebar-backdrop" onClick={close} />
      <div ref={panel} className="mobile-sidebar-panel">
        <div className="mobile-sidebar-header">
          <button type="button" className="mobile-sidebar-close" aria-label="Close navigation bar" onClick={close}>
            ×
          </button>
        </div>
        <NavbarMobileSidebarPrimaryMenu />
        <NavbarMobileSidebarSecondaryMenu />
      </div>
    </div>
  );
}

/** The fixed top bar: brand, items from the config, colour mode switch, and the mobile menu below 996 px. */
export default function Navbar() {
  const site = useSiteConfig();
  const { pathname } = useLocation();
  const items = site.navbar.items as NavbarItemConfig[];
  const [mobileOpen, setMobileOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const hidden = useHideOnScroll(site.navbar.hideOnScroll) && !mobileOpen;
  const logo = site.navbar.logo;
  // `title: null` or '' shows the logo alone.
  const title = site.navbar.title === undefined ? site.title : site.navbar.title;

  // Navigating closes the mobile menu; growing past the breakpoint resets it.
  useEffect(() => setMobileOpen(false), [pathname]);
  useEffect(() => {
    const media = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT + 1}px)`);
    const onChange = () => media.matches && setMobileOpen(false);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  const closeMobile = useCallback(() => setMobileOpen(false), []);

  return (
    <header className={['navbar', site.navbar.style && `navbar--${site.navbar.style}`, hidden ? 'navbar-hidden' : ''].filter(Boolean).join(' ')}>
      <nav aria-label="Main" className="navbar-inner">
        <button ref={toggle} type="button" className="navbar-toggle" aria-label="Toggle navigation bar" aria-expanded={mobileOpen} onClick={() => setMobileOpen(!mobileOpen)}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <Link to={logo?.href ?? '/'} target={logo?.target} className="navbar-brand navbar__brand">
          {/* With a title beside it naming the link, the logo is decorative to assistive technology. */}
          {logo && <LogoImage logo={logo} baseUrl={site.baseUrl} alt={title ? '' : logo.alt ?? site.title} defaultSize={28} />}
          {title && <span className="navbar-title navbar__title">{title}</span>}
        </Link>
        <div className="navbar-items">
          {items.filter((i) => i.position !== 'right').map((item, i) => (
            <NavbarItem key={i} item={item} />
          ))}
        </div>
        <div className="navbar-items navbar-items-right">
          {items.filter((i) => i.position === 'right').map((item, i) => (
            <NavbarItem key={i} item={item} />
          ))}
        </div>
        {!site.colorMode.disableSwitch && <ColorModeToggle />}
      </nav>
      {mobileOpen && <MobileSidebar onClose={closeMobile} toggle={toggle} />}
    </header>
  );
}
