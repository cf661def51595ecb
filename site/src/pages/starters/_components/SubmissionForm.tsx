import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type MouseEvent } from 'react';
import { EMPTY_VALUES, LIMITS, toPayload, validate, type FieldName, type SubmissionErrors, type SubmissionValues } from './validate.ts';

interface Field {
  name: FieldName;
  label: string;
  hint?: (values: SubmissionValues) => string;
  type: 'text' | 'url' | 'email' | 'textarea';
  autoComplete?: string;
  placeholder?: string;
  rows?: number;
}

const FIELDS: Field[] = [
  { name: 'name', label: 'Starter name', type: 'text', autoComplete: 'off', hint: () => `Up to ${LIMITS.name} characters, as it should appear in the gallery.` },
  { name: 'repositoryUrl', label: 'Repository URL', type: 'url', autoComplete: 'url', placeholder: 'https://github.com/your-org/your-starter', hint: () => 'The public repository people will copy the starter from.' },
  { name: 'demoUrl', label: 'Demo URL', type: 'url', autoComplete: 'url', placeholder: 'https://', hint: () => 'A live store built from the starter, hosted by you.' },
  { name: 'owner', label: 'Owner', type: 'text', autoComplete: 'organization', hint: () => 'The person or company that maintains the starter.' },
  { name: 'contactEmail', label: 'Contact email', type: 'email', autoComplete: 'email', hint: () => 'Only the FastStore team sees it, to follow up on your submission.' },
  {
    name: 'description',
    label: 'Description',
    type: 'textarea',
    rows: 4,
    hint: (v) => `Between ${LIMITS.descriptionMin} and ${LIMITS.descriptionMax} characters: who the starter is for and what makes it different. ${v.description.trim().length} of ${LIMITS.descriptionMax} used.`,
  },
  { name: 'features', label: 'Features (one per line)', type: 'textarea', rows: 5, hint: () => `Up to ${LIMITS.features} features, one per line.` },
];

const fieldId = (name: FieldName) => `starter-${name}`;

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; name: string; email: string }
  | { kind: 'failed'; reason: string }
  /** No endpoint is configured on this copy of the site: nothing can be sent, and retrying will not help. */
  | { kind: 'unconfigured' };

/** Where to propose a starter when this copy of the site cannot send submissions. */
export const ISSUES_URL = 'https://github.com/vtex/faststore/issues';

class ResponseError extends Error {}

/**
 * The starter submission form: checked in the browser, sent as JSON with a POST to `endpoint`.
 * Whatever was typed stays in the form until a submission succeeds. Without an endpoint (a copy
 * of the site built without STARTER_SUBMISSION_ENDPOINT) the form still checks what was typed, and
 * a valid submission says that nothing can be sent from here and where to propose the starter.
 */
export default function SubmissionForm({ endpoint }: { endpoint?: string }) {
  const [values, setValues] = useState<SubmissionValues>(EMPTY_VALUES);
  const [errors, setErrors] = useState<SubmissionErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [focusTarget, setFocusTarget] = useState<{ to: 'summary' | 'result'; n: number } | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!focusTarget) return;
    (focusTarget.to === 'summary' ? summaryRef : resultRef).current?.focus();
  }, [focusTarget]);

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = { ...values, [event.target.name]: event.target.value };
    setValues(next);
    // After a failed attempt, messages follow the corrections as they are typed.
    if (attempted) setErrors(validate(next));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const found = validate(values);
    setErrors(found);
    setAttempted(true);
    if (Object.keys(found).length > 0) {
      setStatus({ kind: 'idle' });
      setFocusTarget((f) => ({ to: 'summary', n: (f?.n ?? 0) + 1 }));
      return;
    }
    if (!endpoint) {
      setStatus({ kind: 'unconfigured' });
      setFocusTarget((f) => ({ to: 'result', n: (f?.n ?? 0) + 1 }));
      return;
    }
    const payload = toPayload(values);
    setStatus({ kind: 'sending' });
    try {
      const response = await fetch(endpoint, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) });
      if (!response.ok) throw new ResponseError(`The submission service answered with an error (HTTP ${response.status}).`);
      setValues(EMPTY_VALUES);
      setErrors({});
      setAttempted(false);
      setStatus({ kind: 'sent', name: payload.name, email: payload.contactEmail });
    } catch (error) {
      const reason = error instanceof ResponseError ? error.message : 'The submission service could not be reached. Check your connection.';
      setStatus({ kind: 'failed', reason });
    }
    setFocusTarget((f) => ({ to: 'result', n: (f?.n ?? 0) + 1 }));
  };

  const focusField = (event: MouseEvent<HTMLAnchorElement>, name: FieldName) => {
    event.preventDefault();
    document.getElementById(fieldId(name))?.focus();
  };

  const problems = FIELDS.filter((f) => errors[f.name]);
  const sending = status.kind === 'sending';

  return (
    <>
      <div ref={resultRef} tabIndex={-1} className="starters-result-region">
        <div role="status" className={status.kind === 'sent' ? 'starters-message starters-message-success' : undefined}>
          {status.kind === 'sent' && (
            <p>
              Thank you: <strong>{status.name}</strong> was submitted. The FastStore team will review it and write to {status.email} before it
              appears in the gallery.
            </p>
          )}
        </div>
        <div role="alert" className={status.kind === 'failed' || status.kind === 'unconfigured' ? 'starters-message starters-message-error' : undefined}>
          {status.kind === 'failed' && (
            <p>
              Your starter was not submitted. {status.reason} Everything you typed is still in the form: submit it again in a moment.
            </p>
          )}
          {status.kind === 'unconfigured' && (
            <p>
              Your starter was not submitted: submissions are not configured on this copy of the site, so nothing was sent. Propose your starter in
              an issue on the{' '}
              <a href={ISSUES_URL} rel="noopener noreferrer">
                FastStore GitHub repository
              </a>{' '}
              instead, with its repository, demo and features. Everything you typed is still in the form, ready to copy into the issue.
            </p>
          )}
        </div>
      </div>

      {problems.length > 0 && (
        <div ref={summaryRef} tabIndex={-1} className="starters-error-summary" aria-labelledby="starter-error-summary-title">
          <h3 id="starter-error-summary-title">
            {problems.length === 1 ? 'Fix 1 field before submitting' : `Fix ${problems.length} fields before submitting`}
          </h3>
          <ul>
            {problems.map((f) => (
              <li key={f.name}>
                <a href={`#${fieldId(f.name)}`} onClick={(e) => focusField(e, f.name)}>
                  {f.label}: {errors[f.name]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}

      <form className="starters-form" aria-label="Starter submission" noValidate onSubmit={onSubmit} aria-describedby="starter-form-required" aria-busy={sending}>
        <p id="starter-form-required" className="starters-form-required">
          All fields are required.
        </p>
        {FIELDS.map((f) => {
          const id = fieldId(f.name);
          const error = errors[f.name];
          const hintId = f.hint ? `${id}-hint` : undefined;
          const errorId = error ? `${id}-error` : undefined;
          const common = {
            id,
            name: f.name,
            value: values[f.name],
            onChange,
            required: true,
            placeholder: f.placeholder,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') || undefined,
          };
          return (
            <div key={f.name} className="starters-field" data-invalid={error ? '' : undefined}>
              <label htmlFor={id}>{f.label}</label>
              {f.hint && (
                <p id={hintId} className="starters-field-hint">
                  {f.hint(values)}
                </p>
              )}
              {error && (
                <p id={errorId} className="starters-field-error">
                  <span aria-hidden="true">⚠ </span>
                  {error}
                </p>
              )}
              {f.type === 'textarea' ? (
                <textarea {...common} rows={f.rows} />
              ) : (
                <input {...common} type={f.type} autoComplete={f.autoComplete} spellCheck={f.type === 'text' ? undefined : false} />
              )}
            </div>
          );
        })}
        <button type="submit" className="portal-button portal-button-primary" disabled={sending}>
          {sending ? 'Submitting…' : 'Submit starter'}
        </button>
      </form>
    </>
  );
}
