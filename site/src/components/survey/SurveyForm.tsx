import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { RatingFace, ThanksIcon } from './icons.tsx';
import { createSurveyId, isValidEmail, RATINGS, submitSurvey, type Rating, type SurveyPayload } from './submit.ts';

export const SURVEY_TITLE = 'Take the survey!';
export const SURVEY_QUESTION = "How would you rate your experience with the product's documentation as a whole?";

type FollowUp = 'yes' | 'no';

interface Errors {
  rate?: string;
  followup?: string;
  email?: string;
}

export interface SurveyFormProps {
  /** Id given to the heading of each step, which names the dialog. */
  headingId: string;
  webhookUrl: string | undefined;
  /** Sends an analytics event (see submitSurvey). */
  track(action: string, params: Record<string, unknown>): void;
  /** Called after the last step is sent. */
  onDone(): void;
  onClose(): void;
}

/**
 * The two steps of the satisfaction survey. Step 1 asks for a rating; step 2 thanks the reader and
 * asks for an optional comment and whether the team may reach out. Each submit sends the answers
 * so far under one id, so a reader who stops after step 1 still counts.
 */
export function SurveyForm({ headingId, webhookUrl, track, onDone, onClose }: SurveyFormProps) {
  const uid = useId();
  const ids = {
    rateError: `${uid}-rate-error`,
    message: `${uid}-message`,
    followupError: `${uid}-followup-error`,
    email: `${uid}-email`,
    emailError: `${uid}-email-error`,
  };
  const surveyId = useRef<string | null>(null);
  const [step, setStep] = useState<1 | 2>(1);
  const [rate, setRate] = useState<Rating | ''>('');
  const [message, setMessage] = useState('');
  const [followup, setFollowup] = useState<FollowUp | ''>('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const firstRate = useRef<HTMLInputElement>(null);
  const firstFollowup = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);

  // Step 1 starts on the rating; step 2 on its heading, so the thanks is read out first.
  useEffect(() => {
    (step === 1 ? firstRate.current : stepHeading.current)?.focus();
  }, [step]);

  const send = (payload: Omit<SurveyPayload, 'id' | 'timestamp'>) => {
    surveyId.current ??= createSurveyId();
    submitSurvey(webhookUrl, { id: surveyId.current, timestamp: new Date().toLocaleString(), ...payload }, track);
  };

  const submitRating = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!rate) {
      setErrors({ rate: 'Please choose a rating from 1 to 5.' });
      firstRate.current?.focus();
      return;
    }
    setErrors({});
    send({ rate, message: '' });
    setStep(2);
  };

  const submitDetails = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!rate) return;
    const next: Errors = {};
    if (!followup) next.followup = 'Please answer Yes or No.';
    else if (followup === 'yes') {
      const value = email.trim();
      if (!value) next.email = 'Please enter your email address so we can reach you.';
      else if (!isValidEmail(value) || emailInput.current?.validity.typeMismatch) next.email = 'Please enter a valid email address, like name@example.com.';
    }
    setErrors(next);
    if (next.followup) {
      firstFollowup.current?.focus();
      return;
    }
    if (next.email) {
      emailInput.current?.focus();
      return;
    }
    send(followup === 'yes' ? { rate, message, email: email.trim() } : { rate, message });
    onDone();
  };

  const chooseFollowup = (value: FollowUp) => {
    setFollowup(value);
    setErrors((e) => ({ ...e, followup: undefined, email: value === 'no' ? undefined : e.email }));
  };

  const closeButton = (
    <button type="button" className="survey-close" aria-label="Close survey" onClick={onClose}>
      <span aria-hidden="true">×</span>
    </button>
  );

  if (step === 1) {
    return (
      <form className="survey-form" noValidate onSubmit={submitRating}>
        <div className="survey-header">
          <h2 id={headingId} className="survey-title">
            {SURVEY_TITLE}
          </h2>
          {closeButton}
        </div>
        <fieldset className="survey-rating" aria-describedby={errors.rate ? ids.rateError : undefined} aria-invalid={errors.rate ? true : undefined}>
          <legend className="survey-question">{SURVEY_QUESTION}</legend>
          <div className="survey-faces">
            {RATINGS.map((r, i) => (
              <label key={r.value} className="survey-face">
                <input
                  ref={i === 0 ? firstRate : undefined}
                  type="radio"
                  name="rate"
                  value={r.value}
                  checked={rate === r.value}
                  onChange={() => {
                    setRate(r.value);
                    setErrors({});
                  }}
                />
                <span className="survey-face-mark">
                  <RatingFace rating={r.value} />
                </span>
                <span className="survey-sr-only">{`${r.value} – ${r.label}`}</span>
              </label>
            ))}
          </div>
          <div className="survey-scale" aria-hidden="true">
            <span>{RATINGS[0].label}</span>
            <span>{RATINGS[4].label}</span>
          </div>
        </fieldset>
        {errors.rate && (
          <p id={ids.rateError} className="survey-error" role="alert">
            {errors.rate}
          </p>
        )}
        <div className="survey-actions">
          <button type="submit" className="survey-submit">
            Submit
          </button>
        </div>
      </form>
    );
  }

  return (
    <form className="survey-form" noValidate onSubmit={submitDetails}>
      <div className="survey-header">
        <div className="survey-thanks">
          <ThanksIcon />
          <h2 id={headingId} className="survey-title" tabIndex={-1} ref={stepHeading}>
            Thanks for your feedback!
          </h2>
        </div>
        {closeButton}
      </div>
      <div className="survey-field">
        <label htmlFor={ids.message}>Anything else you'd like to share?</label>
        <textarea id={ids.message} name="message" rows={3} placeholder="(Optional)" value={message} onChange={(e) => setMessage(e.target.value)} />
      </div>
      <fieldset className="survey-followup" aria-describedby={errors.followup ? ids.followupError : undefined} aria-invalid={errors.followup ? true : undefined}>
        <legend>Can we reach out to you if we have any questions?</legend>
        <div className="survey-choices">
          {(['yes', 'no'] as const).map((value) => (
            <label key={value} className="survey-choice">
              <input ref={value === 'yes' ? firstFollowup : undefined} type="radio" name="followup" value={value} checked={followup === value} onChange={() => chooseFollowup(value)} />
              {value === 'yes' ? 'Yes' : 'No'}
            </label>
          ))}
        </div>
      </fieldset>
      {errors.followup && (
        <p id={ids.followupError} className="survey-error" role="alert">
          {errors.followup}
        </p>
      )}
      {followup === 'yes' && (
        <div className="survey-field">
          <label htmlFor={ids.email}>Contact Email</label>
          <input
            ref={emailInput}
            id={ids.email}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? ids.emailError : undefined}
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              if (errors.email) setErrors((x) => ({ ...x, email: undefined }));
            }}
          />
          {errors.email && (
            <p id={ids.emailError} className="survey-error" role="alert">
              {errors.email}
            </p>
          )}
        </div>
      )}
      <div className="survey-actions">
        <button type="submit" className="survey-submit">
          Submit
        </button>
      </div>
    </form>
  );
}
