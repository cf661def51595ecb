import { useContext, useEffect, useRef, useState } from 'react';
import { COPIED_FEEDBACK_MS, copyText } from '../../copyText.ts';
import { copiedText, copyFailedText, CopyStatusContext, type CopyStatus } from '../../codeBlockFrame.tsx';
import { translate } from '@docusaurus/Translate';

function CopyIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2z" />
    </svg>
  );
}

/**
 * A button that copies `code`, with a tick for a moment after. Inside a theme code block the block
 * announces the result in its status line; on its own (a site's component), its label says it.
 */
export default function CopyButton({ code, className }: { code: string; className?: string }) {
  const report = useContext(CopyStatusContext);
  const [status, setStatus] = useState<CopyStatus>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const show = (next: CopyStatus) => {
    setStatus(next);
    report?.(next);
  };
  const copy = async () => {
    show((await copyText(code)) ? 'copied' : 'failed');
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => show('idle'), COPIED_FEEDBACK_MS);
  };
  const label = report || status === 'idle' ? translate({ id: 'theme.CodeBlock.copyButtonAriaLabel', message: 'Copy code', description: 'The label of the button that copies a code block' }) : status === 'copied' ? copiedText() : copyFailedText();
  return (
    <button type="button" className={['code-block-button', className].filter(Boolean).join(' ')} aria-label={label} title={label} onClick={() => void copy()}>
      {status === 'copied' ? <CheckIcon /> : <CopyIcon />}
    </button>
  );
}
