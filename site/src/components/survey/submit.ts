
/** The five points of the rating scale, from the saddest face to the happiest. */
export const RATINGS = [
  { value: '1', label: 'Very dissatisfied' },
  { value: '2', label: 'Dissatisfied' },
  { value: '3', label: 'Neutral' },
  { value: '4', label: 'Satisfied' },
  { value: '5', label: 'Very satisfied' },
] as const;

export type Rating = (typeof RATINGS)[number]['value'];

/**
 * What one submit sends to the webhook. `rate` is the radio's value, a string from "1" to "5", as
 * the original portal sent it. `email` is present only when the reader agreed to be contacted; the
 * Yes/No answer itself is never sent.
 */
export interface SurveyPayload {
  id: string;
  timestamp: string;
  rate: Rating;
  message: string;
  email?: string;
}

/** A unique id for one survey, shared by both of its submits. */
export function createSurveyId(): string {
  const c = typeof globalThis.crypto !== 'undefined' ? globalThis.crypto : undefined;
  // randomUUID exists only in secure contexts (HTTPS and localhost).
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (c && typeof c.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  // RFC 4122 version 4 layout: version nibble 4, variant bits 10.
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A loose check of the address's shape; the browser's own email rules run too. */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/**
 * Send one submit: the analytics vote event, then the POST to the webhook. The body goes as plain
 * text in a no-cors request, as a form-automation catch hook expects: no preflight, and the
 * response is never read. `keepalive` lets the request finish if the reader leaves the page right
 * after the last step. A failure is ignored on purpose: the survey goes on whatever happens.
 * `track` sends the analytics event (the page's `sendEvent`, handed down so that the form's chunk
 * does not share the analytics module with every page's first load).
 */
export function submitSurvey(webhookUrl: string | undefined, payload: SurveyPayload, track: (action: string, params: Record<string, unknown>) => void): void {
  track('csatVote', { event_category: 'csat', event_label: 'clickSubmitButton', value: Number(payload.rate) });
  if (!webhookUrl) return;
  try {
    fetch(webhookUrl, { method: 'POST', mode: 'no-cors', keepalive: true, body: JSON.stringify(payload) }).catch(() => {});
  } catch {
    // A malformed address makes fetch throw synchronously; the reader is not told either way.
  }
}
