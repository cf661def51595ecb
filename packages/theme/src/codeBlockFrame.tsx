import { createContext, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import CodeBlockContainer from '@theme/CodeBlock/Container';
import CopyButton from '@theme/CodeBlock/CopyButton';
import WordWrapButton from '@theme/CodeBlock/WordWrapButton';
import { translate } from '@docusaurus/Translate';

export type CopyStatus = 'idle' | 'copied' | 'failed';

/** What the copy button and the block's status line say after a copy. */
export const copiedText = () => translate({ id: 'theme.CodeBlock.copied', message: 'Copied', description: 'Said once a code block was copied' });
export const copyFailedText = () => translate({ id: 'theme.CodeBlock.copyFailed', message: 'Copy failed', description: 'Said when the browser refused to copy a code block' });

/**
 * Where the theme's `CodeBlock/CopyButton` reports a copy inside a code block: the block announces
 * it in its status line and keeps its buttons in view while it shows.
 */
export const CopyStatusContext = createContext<((status: CopyStatus) => void) | null>(null);

export interface CodeBlockFrameProps {
  language: string;
  /** Highlighted lines as HTML; else `children` are shown as they are. */
  html?: string;
  title?: string;
  /** The text the copy button copies; read from the rendered lines when not given. */
  code?: string;
  showLineNumbers?: boolean | number | string;
  firstLineNumber?: number;
  children?: ReactNode;
}

/**
 * What every code block is drawn in: `CodeBlock/Container`, a title bar, the focusable scrolling
 * `pre` (so keyboards can scroll it), and the buttons (`CodeBlock/WordWrapButton`,
 * `CodeBlock/CopyButton`), which show on hover and focus and are always there for screen readers.
 */
export default function CodeBlockFrame({ language, html, title, code, showLineNumbers, firstLineNumber, children }: CodeBlockFrameProps) {
  const codeRef = useRef<HTMLElement>(null);
  const [wrap, setWrap] = useState(false);
  const [status, setStatus] = useState<CopyStatus>('idle');
  // The copy button takes the code as a string (Docusaurus's prop): blocks the build highlighted
  // give it as their lines' text once they are in the page, the same on the server and at hydration.
  const [text, setText] = useState(code ?? '');
  useEffect(() => {
    if (code === undefined) setText(codeRef.current?.textContent ?? '');
  }, [code, html, children]);

  const classes = [wrap && 'code-block--wrap', showLineNumbers && showLineNumbers !== 'false' && 'code-block--line-numbers', status !== 'idle' && 'code-block--feedback'];
  // Numbering from another line than 1 (`showLineNumbers=5`): the CSS counter starts one before it.
  const counter: CSSProperties | undefined = firstLineNumber !== undefined && firstLineNumber !== 1 ? { counterReset: `line ${firstLineNumber - 1}` } : undefined;
  return (
    <CodeBlockContainer className={classes.filter(Boolean).join(' ') || undefined} data-language={language}>
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
            {status === 'copied' ? copiedText() : status === 'failed' ? copyFailedText() : ''}
          </span>
          <WordWrapButton onClick={() => setWrap((w) => !w)} isEnabled={wrap} />
          <CopyStatusContext.Provider value={setStatus}>
            <CopyButton code={code ?? text} />
          </CopyStatusContext.Provider>
        </div>
      </div>
    </CodeBlockContainer>
  );
}
