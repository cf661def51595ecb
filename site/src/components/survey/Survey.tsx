import { createContext, useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { loadOnce, useSiteConfig } from '@docs/client';
import { sendEvent } from '../analytics/gtag.ts';

/**
 * The form is a chunk of its own, off every page's first load: it is asked for when a reader
 * points at or focuses the Feedback button (so it is usually in by the click), or when the survey
 * opens from elsewhere.
 */
/** The webhook address from the site's custom fields, or undefined when missing or empty. */
export function webhookUrlFrom(customFields: Record<string, unknown>): string | undefined {
  const url = customFields.surveyWebhookUrl;
  return typeof url === 'string' && url.trim() !== '' ? url.trim() : undefined;
}

const form = loadOnce(() => import('./SurveyForm.tsx'));
const preloadForm = () => void form.load().catch(() => undefined);
import '../../css/survey.css';

export interface SurveyApi {
  /** Open the survey; focus goes back to `opener` when it closes. */
  open(opener?: HTMLElement | null): void;
}

const SurveyContext = createContext<SurveyApi | null>(null);

/** The survey's controls, or null outside a `SurveyProvider` (a control then renders nothing). */
export function useSurvey(): SurveyApi | null {
  return useContext(SurveyContext);
}

/**
 * Holds the one survey dialog of the page and lets any control open it: the floating Feedback
 * button rendered here, and the announcement bar's button through `useSurvey`.
 */
export function SurveyProvider({ children }: { children: ReactNode }) {
  const { customFields } = useSiteConfig();
  const webhookUrl = webhookUrlFrom(customFields);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const api = useMemo<SurveyApi>(
    () => ({
      open(from) {
        opener.current = from ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
        setOpen(true);
      },
    }),
    [],
  );
  const closed = useCallback(() => {
    setOpen(false);
    // The browser gives focus back to the opener itself; this covers an opener that had none.
    const target = opener.current;
    if (target?.isConnected && (document.activeElement === document.body || document.activeElement === null)) target.focus();
  }, []);
  return (
    <SurveyContext.Provider value={api}>
      {children}
      <FeedbackButton />
      <SurveyDialog open={open} webhookUrl={webhookUrl} onClosed={closed} />
    </SurveyContext.Provider>
  );
}

/** A speech bubble, for the Feedback button. */
export function CommentIcon() {
  return (
    <svg className="survey-comment-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M4 5.5h16a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H10l-4.5 3.5V16.5H4a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1Z" />
      <path d="M7.5 10h9M7.5 13h6" />
    </svg>
  );
}

/** The floating button in the bottom corner of every page. */
function FeedbackButton() {
  const survey = useSurvey();
  return (
    <button type="button" className="survey-feedback-button" aria-haspopup="dialog" onPointerEnter={preloadForm} onFocus={preloadForm} onClick={(e) => survey?.open(e.currentTarget)}>
      <CommentIcon />
      <span>Feedback</span>
    </button>
  );
}

interface SurveyDialogProps {
  open: boolean;
  webhookUrl: string | undefined;
  onClosed(): void;
}

/**
 * A native modal dialog: the browser traps focus in it, closes it on Escape and returns focus to
 * the element that opened it. The form inside exists only while it is open, so each opening starts
 * a new survey with a new id.
 */
function SurveyDialog({ open, webhookUrl, onClosed }: SurveyDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  // A layout effect, so the dialog is shown before the form's own effects move focus into it.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);
  const close = () => ref.current?.close();
  const [, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!open || form.current()) return;
    let shown = true;
    setFailed(false);
    form.load().then(
      () => shown && setLoaded(true),
      () => shown && setFailed(true),
    );
    return () => {
      shown = false;
    };
  }, [open]);
  const SurveyForm = form.current()?.SurveyForm;
  return (
    <dialog ref={ref} className="survey-dialog" aria-labelledby={open ? headingId : undefined} onClose={onClosed}>
      {open &&
        (SurveyForm ? (
          <SurveyForm headingId={headingId} webhookUrl={webhookUrl} track={sendEvent} onDone={close} onClose={close} />
        ) : (
          <div className="survey-loading">
            <p id={headingId} role={failed ? 'alert' : undefined}>
              {failed ? 'The survey could not be loaded. Check your connection, then open it again.' : 'Loading the survey…'}
            </p>
            {failed && (
              <button type="button" className="survey-loading-close" onClick={close}>
                Close
              </button>
            )}
          </div>
        ))}
    </dialog>
  );
}
