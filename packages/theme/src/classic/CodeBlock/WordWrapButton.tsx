import { translate } from '@docusaurus/Translate';

/** The button that switches word wrap in a code block. */
export default function WordWrapButton({ className, onClick, isEnabled }: { className?: string; onClick: () => void; isEnabled: boolean }) {
  const label = translate({ id: 'theme.CodeBlock.wordWrapToggle', message: 'Toggle word wrap', description: 'The label of the button that wraps long lines of a code block' });
  return (
    <button type="button" className={['code-block-button', className].filter(Boolean).join(' ')} aria-label={label} title={label} aria-pressed={isEnabled} onClick={onClick}>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M4 19h6v-2H4v2zM20 5H4v2h16V5zm-3 6H4v2h13.25c1.1 0 2 .9 2 2s-.9 2-2 2H15v-2l-3 3 3 3v-2h2c2.21 0 4-1.79 4-4s-1.79-4-4-4z" />
      </svg>
    </button>
  );
}
