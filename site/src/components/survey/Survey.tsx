import { createContext, useCallback, useContext, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSiteConfig } from '@docs/client';
import { CommentIcon } from './icons.tsx';
import { SurveyForm } from './SurveyForm.tsx';
import { webhookUrlFrom } from './submit.ts';
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

/** The floating button in the bottom corner of every page. */
function FeedbackButton() {
  const survey = useSurvey();
  return (
    <button type="button" className="survey-feedback-button" aria-haspopup="dialog" onClick={(e) => survey?.open(e.currentTarget)}>
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
  return (
    <dialog ref={ref} className="survey-dialog" aria-labelledby={open ? headingId : undefined} onClose={onClosed}>
      {open && <SurveyForm headingId={headingId} webhookUrl={webhookUrl} onDone={close} onClose={close} />}
    </dialog>
  );
}
