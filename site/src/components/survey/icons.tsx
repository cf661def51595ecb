import type { ReactElement } from 'react';
import type { Rating } from './submit.ts';

/** Mouths (and one tear) of the five rating faces, drawn on a 24×24 grid. */
const FEATURES: Record<Rating, ReactElement> = {
  '1': (
    <>
      <path d="M8 17.25c2.4-2.6 5.6-2.6 8 0" fill="none" />
      <path d="M8.25 12.6c-.9 1.35-1.15 2.2-.55 2.75.45.4 1.1.4 1.55 0 .6-.55.35-1.4-.55-2.75Z" fill="currentColor" stroke="none" />
    </>
  ),
  '2': <path d="M8.5 16.5c2-1.8 5-1.8 7 0" fill="none" />,
  '3': <path d="M8.5 15.5h7" fill="none" />,
  '4': <path d="M8.5 14.5c2 2.2 5 2.2 7 0" fill="none" />,
  '5': <path d="M7.5 13.5h9c-.35 3.2-2.2 5-4.5 5s-4.15-1.8-4.5-5Z" fill="currentColor" />,
};

/** A face for one point of the rating scale: sad at 1, happy at 5. Decorative: the radio carries the name. */
export function RatingFace({ rating }: { rating: Rating }) {
  return (
    <svg className="survey-face-icon" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="12" cy="12" r="10" fill="none" />
      <circle cx="9" cy="9.75" r="1.1" fill="currentColor" stroke="none" />
      <circle cx="15" cy="9.75" r="1.1" fill="currentColor" stroke="none" />
      {FEATURES[rating]}
    </svg>
  );
}

/** A check mark in a circle, shown above the thank-you heading. */
export function ThanksIcon() {
  return (
    <svg className="survey-thanks-icon" viewBox="0 0 48 48" width="56" height="56" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="24" cy="24" r="21" />
      <path d="m15 24.5 6 6 12-13" />
    </svg>
  );
}
