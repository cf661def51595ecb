import { useEffect, useRef, useState } from 'react';
import LiveCodeBlock from '@theme/LiveCodeBlock';

export interface CodeBlockProps {
  language: string;
  /** Highlighted lines as HTML, produced at build time. */
  html: string;
  title?: string;
  live?: string;
  code?: string;
  showLineNumbers?: string;
}

/** How long "Copied" shows before the button returns to its default. */
export const COPIED_FEEDBACK_MS = 2000;

/** Copy with the Clipboard API, or, where it is missing or refused (an insecure origin, an old browser), with a hidden textarea. */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the fallback
  }
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.style.cssText = 'position:fixed;top:0;left:0;opacity:0;pointer-events:none';
  const focused = document.activeElement as HTMLElement | null;
  document.body.appendChild(textarea);
  textarea.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  textarea.remove();
  focused?.focus({ preventScroll: true });
  return ok;
}

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

function WrapIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M4 19h6v-2H4v2zM20 5H4v2h16V5zm-3 6H4v2h13.25c1.1 0 2 .9 2 2s-.9 2-2 2H15v-2l-3 3 3 3v-2h2c2.21 0 4-1.79 4-4s-1.79-4-4-4z" />
    </svg>
  );
}

/** A code block highlighted at build time; ```tsx live blocks are an editor with a preview instead. */
export default function CodeBlock({ language, html, title, live, code, showLineNumbers }: CodeBlockProps) {
  if (live && code !== undefined) return <LiveCodeBlock code={code} language={language} html={html} title={title} />;
  return <HighlightedCodeBlock language={language} html={html} title={title} code={code} showLineNumbers={showLineNumbers} />;
}

/**
 * The highlighted code with a title bar, a Copy button and a word-wrap toggle. The scrollable `pre`
 * is focusable so keyboards can scroll it; the buttons show on hover and on focus, and are always
 * there for screen readers.
 */
function HighlightedCodeBlock({ language, html, title, code, showLineNumbers }: Omit<CodeBlockProps, 'live'>) {
  const codeRef = useRef<HTMLElement>(null);
  const [wrap, setWrap] = useState(false);
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    // The text as rendered: the highlighted lines' text, joined by the newlines between them.
    const text = code ?? codeRef.current?.textContent ?? '';
    const ok = await copyText(text);
    setStatus(ok ? 'copied' : 'failed');
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setStatus('idle'), COPIED_FEEDBACK_MS);
  };

  const classes = ['code-block', wrap && 'code-block--wrap', showLineNumbers && 'code-block--line-numbers', status !== 'idle' && 'code-block--feedback'];
  return (
    <div className={classes.filter(Boolean).join(' ')} data-language={language}>
      {title && <div className="code-block-title">{title}</div>}
      <div className="code-block-content">
        <pre className="shiki" tabIndex={0}>
          <code ref={codeRef} dangerouslySetInnerHTML={{ __html: html }} />
        </pre>
        <div className="code-block-buttons">
          <span className="code-block-status" role="status" aria-live="polite">
            {status === 'copied' ? 'Copied' : status === 'failed' ? 'Copy failed' : ''}
          </span>
          <button type="button" className="code-block-button" aria-label="Toggle word wrap" title="Toggle word wrap" aria-pressed={wrap} onClick={() => setWrap((w) => !w)}>
            <WrapIcon />
          </button>
          <button type="button" className="code-block-button" aria-label="Copy code" title="Copy code" onClick={() => void copy()}>
            {status === 'copied' ? <CheckIcon /> : <CopyIcon />}
          </button>
        </div>
      </div>
    </div>
  );
}
