import { Component, useEffect, useMemo, useState, type ReactNode } from 'react';
import liveScope from '@theme/ReactLiveScope';
import { evaluate, type LiveError } from './evaluate.ts';

/** How long typing pauses before the preview runs the code again. */
export const PREVIEW_DEBOUNCE_MS = 150;

interface BoundaryProps {
  children: ReactNode;
  onError(error: LiveError): void;
}

/** Catches what the reader's components throw while rendering, so the page around them keeps working. */
class PreviewBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    this.props.onError(error instanceof Error ? { name: error.name || 'Error', message: error.message } : { name: 'Error', message: String(error) });
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    if (Object.is(value, debounced)) return;
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, debounced, ms]);
  return debounced;
}

export interface LivePreviewProps {
  code: string;
  language: string;
  /** Id of the error message, which the editor points at with aria-describedby. */
  errorId: string;
}

/**
 * Runs the code (debounced while typing) and renders what it gives. A syntax or evaluation error
 * keeps the last good result on screen, dimmed, with the message below; an error while rendering
 * clears the result. Each new good run starts from a fresh boundary.
 */
export function LivePreview({ code, language, errorId }: LivePreviewProps) {
  const source = useDebounced(code, PREVIEW_DEBOUNCE_MS);
  const evaluation = useMemo(() => evaluate(source, language, liveScope), [source, language]);
  const [shown, setShown] = useState(evaluation.ok ? evaluation : undefined);
  if (evaluation.ok && shown !== evaluation) setShown(evaluation);
  const current = evaluation.ok ? evaluation : shown;
  // A render error belongs to the result that threw it; a new result starts clean.
  const [renderError, setRenderError] = useState<{ of: object; error: LiveError }>();
  const error = !evaluation.ok ? evaluation.error : renderError && renderError.of === current ? renderError.error : undefined;

  return (
    <>
      <div className={'live-code-result' + (evaluation.ok ? '' : ' live-code-result-stale')}>
        {current && (
          <PreviewBoundary key={keyOf(current)} onError={(e) => setRenderError({ of: current, error: e })}>
            {current.element}
          </PreviewBoundary>
        )}
      </div>
      {error && (
        <pre id={errorId} className="live-code-error">
          <strong>{error.name}:</strong> {error.message}
        </pre>
      )}
    </>
  );
}

const keys = new WeakMap<object, number>();
let nextKey = 0;
/** A key per evaluation, so a new run of the code gets a fresh error boundary. */
function keyOf(of: object): number {
  let key = keys.get(of);
  if (key === undefined) keys.set(of, (key = ++nextKey));
  return key;
}
