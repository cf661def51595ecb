import { startTransition, useEffect, useId, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { loadOnce, ServerMarkup } from '@docs/client';
import { staticPreview } from './live/staticPreview.tsx';
import { useThemeConfig } from './docusaurus/themeCommon/themeConfig.ts';
import { translate } from '@docusaurus/Translate';

export interface LiveCodeBlockProps {
  /** The block's source, as written in the fence. */
  code: string;
  language: string;
  /** The source highlighted at build time. */
  html: string;
  title?: string;
}

/**
 * The editor, transpiler and preview: a chunk of their own, fetched once per page visit by the first
 * live block that comes near the viewport (see useWanted). Pages without a live block never ask for
 * it. A failed load may be retried by the next block that asks.
 */
const playground = loadOnce(() => import('./live/LivePlayground.ts'));

/** How far below (or above) the viewport a block starts loading the editor: a screen or so of scrolling. */
const NEAR_VIEWPORT = '600px 0px';

/**
 * Whether the block should become live: once it is within NEAR_VIEWPORT of the viewport, and the
 * browser is idle (so the first paint and the page's hydration are not held up by the editor), or
 * at once when the reader focuses or points into it.
 */
function useWanted(block: RefObject<HTMLDivElement | null>): [boolean, () => void] {
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  useEffect(() => {
    const element = block.current;
    if (wanted || !element) return;
    if (typeof IntersectionObserver === 'undefined') return want();
    let idle: number | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting) || idle !== undefined) return;
        observer.disconnect();
        idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(want, { timeout: 2000 }) : window.setTimeout(want, 200);
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (idle !== undefined) (typeof cancelIdleCallback === 'function' ? cancelIdleCallback : clearTimeout)(idle);
    };
  }, [block, wanted]);
  return [wanted, want];
}

const subscribeNothing = () => () => {};
/** False on the server and while hydrating (the server's HTML must be matched), true after. */
const useHydrated = () => useSyncExternalStore(subscribeNothing, () => true, () => false);

/**
 * A ```tsx live block: the result of running the code, with the code in an editor below it
 * (Docusaurus's playground position "top"), or above it under `playgroundPosition: 'bottom'`. The server renders the result (see staticPreview) and the
 * build-time highlighted code, so readers without JavaScript get both, and the browser keeps them
 * as they are until the interactive part loads (see useWanted) and takes over in place.
 */
export default function LiveCodeBlock({ code: originalCode, language, html, title }: LiveCodeBlockProps) {
  const id = useId();
  const ids = { result: `${id}-result`, label: `${id}-label`, editor: `${id}-editor`, hint: `${id}-hint`, error: `${id}-error` };
  const hydrated = useHydrated();
  const [, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  // Edits belong to the code they started from: a new `code` prop starts over.
  const [edit, setEdit] = useState({ of: originalCode, code: originalCode, resets: 0 });
  const code = edit.of === originalCode ? edit.code : originalCode;
  // The static code had the focus when the editor arrived: hand the focus over.
  const staticFocused = useRef(false);
  const block = useRef<HTMLDivElement>(null);
  const [wanted, want] = useWanted(block);
  const playgroundPosition = (useThemeConfig().liveCodeBlock as { playgroundPosition?: string } | undefined)?.playgroundPosition;

  useEffect(() => {
    if (playground.current() || !wanted) return;
    let mounted = true;
    playground.load().then(
      // A transition: the swap from the server's result to the live one may yield to the reader.
      () => mounted && startTransition(() => setLoaded(true)),
      () => mounted && setFailed(true),
    );
    return () => {
      mounted = false;
    };
  }, [wanted]);

  const live = hydrated && wanted ? playground.current() : undefined;
  const result = (
    <>
      <div className="live-code-header" id={ids.result}>
        {translate({ id: 'theme.Playground.result', message: 'Result', description: 'The heading of a live code block\'s rendered result' })}
      </div>
      <div className="live-code-preview" role="group" aria-labelledby={ids.result}>
        {live ? (
          <live.LivePreview key={edit.resets} code={code} language={language} errorId={ids.error} />
        ) : (
          <>
            <ServerMarkup
              className={'live-code-result' + (wanted && !failed ? ' live-code-loading' : '')}
              render={process.env.DOCS_SSR === 'true' ? () => staticPreview(originalCode, language) : undefined}
            />
            {failed && <p className="live-code-error">{translate({ id: 'theme.Playground.loadFailed', message: 'The live editor could not be loaded. Check your connection and reload the page.', description: 'Shown when the live editor\'s code failed to arrive' })}</p>}
            <noscript>
              <p className="live-code-noscript">{translate({ id: 'theme.Playground.noScript', message: 'Turn on JavaScript to edit this example.', description: 'Shown under a live code block when JavaScript is off' })}</p>
            </noscript>
          </>
        )}
      </div>
    </>
  );
  const editor = (
    <>
      <div className="live-code-header">
        <label id={ids.label} htmlFor={ids.editor}>
          {translate({ id: 'theme.Playground.liveEditor', message: 'Live Editor', description: 'The label of a live code block\'s editor' })}
        </label>
        {live && (
          <span id={ids.hint} className="live-code-hint">
            {translate({ id: 'theme.Playground.keyboardHint', message: 'Escape then Tab leaves the editor; Tab alone indents.', description: 'How to leave the live editor with the keyboard' })}
          </span>
        )}
        {live && (
          <button type="button" className="live-code-reset" onClick={() => setEdit((e) => ({ of: originalCode, code: originalCode, resets: e.resets + 1 }))}>
            {translate({ id: 'theme.Playground.buttons.reset', message: 'Reset', description: 'The button that puts back the example\'s original code' })}
          </button>
        )}
      </div>
      <div className="live-code-editor">
        {live ? (
          <live.LiveEditor
            id={ids.editor}
            code={code}
            originalCode={originalCode}
            originalHtml={html}
            onChange={(next) => setEdit((e) => ({ of: originalCode, code: next, resets: e.resets }))}
            describedBy={`${ids.hint} ${ids.error}`}
            autoFocus={staticFocused.current}
          />
        ) : (
          <div
            className="live-code-editor-scroll"
            role="group"
            aria-labelledby={ids.label}
            tabIndex={0}
            onFocus={() => (staticFocused.current = true)}
            onBlur={() => (staticFocused.current = false)}
          >
            <div className="live-code-editor-grid">
              <pre className="shiki live-code-highlight">
                <code dangerouslySetInnerHTML={{ __html: html + '\n' }} />
              </pre>
            </div>
          </div>
        )}
      </div>
    </>
  );
  // Docusaurus's `themeConfig.liveCodeBlock.playgroundPosition`: `bottom` puts the result under the editor.
  const resultBelow = playgroundPosition === 'bottom';
  return (
    <div className="live-code" data-language={language} data-playground-position={resultBelow ? 'bottom' : 'top'} ref={block} onFocus={want} onPointerEnter={want}>
      {title && <div className="live-code-title">{title}</div>}
      {resultBelow ? editor : result}
      {resultBelow ? result : editor}
    </div>
  );
}
