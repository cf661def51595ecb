import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';

export interface LiveCodeBlockProps {
  /** The block's source, as written in the fence. */
  code: string;
  language: string;
  /** The source highlighted at build time. */
  html: string;
  title?: string;
}

type Playground = typeof import('./live/LivePlayground.ts');

let playground: Playground | undefined;
let loading: Promise<Playground> | undefined;

/**
 * The editor, transpiler and preview: a chunk of their own, fetched once per page visit by the first
 * live block that mounts. Pages without a live block never ask for it. A failed load may be retried
 * by the next block that mounts.
 */
function loadPlayground(): Promise<Playground> {
  loading ??= import('./live/LivePlayground.ts').then(
    (module) => (playground = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const subscribeNothing = () => () => {};
/** False on the server and while hydrating (the server's HTML must be matched), true after. */
const useHydrated = () => useSyncExternalStore(subscribeNothing, () => true, () => false);

/**
 * A ```tsx live block: the result of running the code, with the code in an editor below it
 * (playground position "bottom"). The server and the first client render show the build-time
 * highlighted code and an empty result, so readers without JavaScript still get the code; the
 * interactive part then loads and takes over in place.
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

  useEffect(() => {
    if (playground) return;
    let mounted = true;
    loadPlayground().then(
      () => mounted && setLoaded(true),
      () => mounted && setFailed(true),
    );
    return () => {
      mounted = false;
    };
  }, []);

  const live = hydrated ? playground : undefined;
  return (
    <div className="live-code" data-language={language}>
      {title && <div className="live-code-title">{title}</div>}
      <div className="live-code-header" id={ids.result}>
        Result
      </div>
      <div className="live-code-preview" role="group" aria-labelledby={ids.result}>
        {live ? (
          <live.LivePreview key={edit.resets} code={code} language={language} errorId={ids.error} />
        ) : (
          <div className={'live-code-result' + (hydrated && !failed ? ' live-code-loading' : '')}>
            {failed && <p className="live-code-error">The live editor could not be loaded. Check your connection and reload the page.</p>}
            <noscript>
              <p className="live-code-noscript">Turn on JavaScript to run and edit this example.</p>
            </noscript>
          </div>
        )}
      </div>
      <div className="live-code-header">
        <label id={ids.label} htmlFor={ids.editor}>
          Live Editor
        </label>
        {live && (
          <span id={ids.hint} className="live-code-hint">
            Escape then Tab leaves the editor; Tab alone indents.
          </span>
        )}
        {live && (
          <button type="button" className="live-code-reset" onClick={() => setEdit((e) => ({ of: originalCode, code: originalCode, resets: e.resets + 1 }))}>
            Reset
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
    </div>
  );
}
