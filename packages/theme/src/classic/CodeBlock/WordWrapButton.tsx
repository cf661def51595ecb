import IconWordWrap from '@theme/Icon/WordWrap';

/** The button that switches word wrap in a code block (`useCodeWordWrap`). */
export default function WordWrapButton({ className, onClick, isEnabled }: { className?: string; onClick: () => void; isEnabled: boolean }) {
  return (
    <button type="button" className={['code-block-button', className].filter(Boolean).join(' ')} aria-label="Toggle word wrap" title="Toggle word wrap" aria-pressed={isEnabled} onClick={onClick}>
      <IconWordWrap />
    </button>
  );
}
