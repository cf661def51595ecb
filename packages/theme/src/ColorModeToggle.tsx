import { useColorMode } from '@theme/hooks/useColorMode';
import { translate } from '@docusaurus/Translate';

/** "light" or "dark", as the switch's label says it. */
function modeName(mode: 'light' | 'dark'): string {
  return mode === 'dark' ? translate({ id: 'theme.colorToggle.modeName.dark', message: 'dark', description: 'The dark mode, in the switch\'s label' }) : translate({ id: 'theme.colorToggle.modeName.light', message: 'light', description: 'The light mode, in the switch\'s label' });
}

/**
 * Switches light and dark. Both icons are in the markup and CSS shows the one for the mode on
 * the page, so the right icon is there before any JavaScript runs.
 */
export default function ColorModeToggle({ className }: { className?: string }) {
  const { colorMode, setColorMode } = useColorMode();
  const next = colorMode === 'dark' ? 'light' : 'dark';
  return (
    <button type="button" className={['color-mode-toggle', className].filter(Boolean).join(' ')} onClick={() => setColorMode(next)} aria-label={translate({ id: 'theme.colorToggle.ariaLabel', message: 'Switch to {next} mode (current: {mode} mode)', description: 'The label of the light/dark switch; next and mode are the words below' }, { next: modeName(next), mode: modeName(colorMode) })} title={translate({ id: 'theme.colorToggle.title', message: 'Switch to {next} mode', description: 'The tooltip of the light/dark switch' }, { next: modeName(next) })}>
      <svg className="icon-sun" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <circle cx="12" cy="12" r="5" fill="currentColor" />
        <path d="M12 1v3M12 20v3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M1 12h3M20 12h3M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <svg className="icon-moon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" fill="currentColor" />
      </svg>
    </button>
  );
}
