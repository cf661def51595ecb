import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation } from '@docs/client';

export interface NavbarDropdownProps {
  label: ReactNode;
  /** Accessible name when the label is not plain text. */
  ariaLabel?: string;
  className?: string;
  /** The menu's items; each should render one focusable element. */
  children: ReactNode;
}

/**
 * A disclosure menu: opens on click, Enter, Space or ArrowDown; arrows move between items;
 * Escape closes it and gives focus back to the button; a click outside closes it.
 */
export default function NavbarDropdown({ label, ariaLabel, className, children }: NavbarDropdownProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const items = () => [...(root.current?.querySelectorAll<HTMLElement>('[role="menu"] a, [role="menu"] button') ?? [])];
  const focusItem = (index: number) => {
    const list = items();
    list[(index + list.length) % list.length]?.focus();
  };
  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => focusItem(0));
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusItem(current + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusItem(current - 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusItem(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusItem(list.length - 1);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div ref={root} className={['navbar-dropdown', open ? 'open' : '', className].filter(Boolean).join(' ')} onKeyDown={(e) => e.key === 'Escape' && open && onMenuKey(e)}>
      <button ref={button} type="button" className="navbar-link navbar-dropdown-button" aria-haspopup="true" aria-expanded={open} aria-controls={menuId} aria-label={ariaLabel} onClick={() => setOpen(!open)} onKeyDown={onButtonKey}>
        {label}
      </button>
      <ul id={menuId} role="menu" className="navbar-dropdown-menu" hidden={!open} onKeyDown={onMenuKey} onClick={() => setOpen(false)}>
        {children}
      </ul>
    </div>
  );
}
