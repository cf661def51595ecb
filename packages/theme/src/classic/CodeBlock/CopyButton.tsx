import { useEffect, useRef, useState } from 'react';
import { copyText, COPIED_FEEDBACK_MS } from '@theme/CodeBlock';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';

/** A button that copies `code`, saying so for a moment (the theme's code blocks carry their own). */
export default function CopyButton({ code, className }: { code: string; className?: string }) {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = async () => {
    setStatus((await copyText(code)) ? 'copied' : 'failed');
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setStatus('idle'), COPIED_FEEDBACK_MS);
  };
  const label = status === 'copied' ? 'Copied' : status === 'failed' ? 'Copy failed' : 'Copy code';
  return (
    <button type="button" className={['code-block-button', className].filter(Boolean).join(' ')} aria-label={label} title={label} onClick={() => void copy()}>
      {status === 'copied' ? <IconSuccess /> : <IconCopy />}
    </button>
  );
}
