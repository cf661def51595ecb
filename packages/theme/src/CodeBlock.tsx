import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import LiveCodeBlock from '@theme/LiveCodeBlock';
import { codeBlockSource, plainCodeHtml } from './codeBlockSource.ts';

export interface CodeBlockProps {
  /** Set by the build for fenced code; hand-written blocks may give it or a `language-*` className. */
  language?: string;
  /** Highlighted lines as HTML, produced at build time. Absent for a block written by hand in MDX or a page. */
  html?: string;
  title?: string;
  live?: string;
  code?: string;
  /** `true`, or the number of the first line. */
  showLineNumbers?: boolean | number | string;
  /** A hand-written block's code (Docusaurus's usage): shown plain, with the same chrome. */
  children?: ReactNode;
  /** `language-ts`, as Docusaurus accepts it. */
  className?: string;
  /** A fence's meta, as Docusaurus accepts it: `title="a.ts" {1,3-4} showLineNumbers`. */
  metastring?: string;
}

type BlockProps = Omit<CodeBlockProps, 'live' | 'language' | 'className' | 'metastring'> & { language: string; firstLineNumber?: number };

/** How long "Copied" shows before the button returns to its default. */
export const COPIED_FEEDBACK_MS = 2000;

/** Copy with the Clipboard API, or, where it is missing or refused (an insecure origin, an old browser), with a hidden textarea. */
export async function copyText(text: string): Promise<boolean> {
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
export default function CodeBlock({ language, html, title, live, code, showLineNumbers, children, className, metastring }: CodeBlockProps) {
  if (html !== undefined) {
    if (live && code !== undefined) return <LiveCodeBlock code={code} language={language ?? 'text'} html={html} title={title} />;
    return <HighlightedCodeBlock language={language ?? 'text'} html={html} title={title} code={code} showLineNumbers={showLineNumbers} />;
  }
  const source = codeBlockSource({ language, className, metastring, title, showLineNumbers });
  const shown = source.firstLineNumber !== undefined;
  if (typeof children !== 'string') {
    // Elements as children (Docusaurus allows them): shown as they are, inside the same frame.
    return (
      <HighlightedCodeBlock language={source.language} title={source.title} showLineNumbers={shown} firstLineNumber={source.firstLineNumber}>
        {children}
      </HighlightedCodeBlock>
    );
  }
  const text = children.replace(/\n$/, '');
  return <HighlightedCodeBlock language={source.language} html={plainCodeHtml(text, source.highlighted)} title={source.title} code={text} showLineNumbers={shown} firstLineNumber={source.firstLineNumber} />;
}

/**
 * The highlighted code with a title bar, a Copy button and a word-wrap toggle. The scrollable `pre`
 * is focusable so keyboards can scroll it; the buttons show on hover and on focus, and are always
 * there for screen readers.
 */
function HighlightedCodeBlock({ language, html, title, code, showLineNumbers, firstLineNumber, children }: BlockProps) {
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

  const classes = ['code-block', wrap && 'code-block--wrap', showLineNumbers && showLineNumbers !== 'false' && 'code-block--line-numbers', status !== 'idle' && 'code-block--feedback'];
  // Numbering from another line than 1 (`showLineNumbers=5`): the CSS counter starts one before it.
  const counter: CSSProperties | undefined = firstLineNumber !== undefined && firstLineNumber !== 1 ? { counterReset: `line ${firstLineNumber - 1}` } : undefined;
  return (
    <div className={classes.filter(Boolean).join(' ')} data-language={language}>
      {title && <div className="code-block-title">{title}</div>}
      <div className="code-block-content">
        <pre className="shiki" tabIndex={0}>
          {html !== undefined ? (
            <code ref={codeRef} style={counter} dangerouslySetInnerHTML={{ __html: html }} />
          ) : (
            <code ref={codeRef} style={counter}>
              {children}
            </code>
          )}
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
