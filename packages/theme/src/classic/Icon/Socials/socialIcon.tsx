import { svgIcon } from '../svgIcon.tsx';

/** A service's icon: its initial in a rounded square (brand marks are the services' own, not drawn here). */
export function socialIcon(name: string, initial: string) {
  return svgIcon(`IconSocial${name}`, (
    <>
      <rect x="2" y="2" width="20" height="20" rx="5" fill="currentColor" />
      <text x="12" y="16.5" textAnchor="middle" fontSize="12" fontWeight="700" fontFamily="system-ui, sans-serif" fill="var(--docs-bg)">
        {initial}
      </text>
    </>
  ));
}
