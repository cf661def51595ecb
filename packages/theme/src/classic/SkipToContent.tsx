import type { MouseEvent } from 'react';
import { translate } from '@docusaurus/Translate';

/**
 * Where the skip link lands: the page's article (a docs page's `<main>` also holds the sidebar,
 * dozens of links a keyboard reader came to skip), else the `<main>` itself.
 */
export function skipTarget(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main article') ?? document.querySelector<HTMLElement>('main');
}

function skip(event: MouseEvent<HTMLAnchorElement>) {
  const target = skipTarget();
  if (!target) return; // the browser follows #main
  event.preventDefault();
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

/** The first link of the page, for keyboards: straight to the content, past the navbar and the sidebar. */
export default function SkipToContent() {
  return (
    <a className="skip-link" href="#main" onClick={skip}>
      {translate({ id: 'theme.common.skipToMainContent', message: 'Skip to main content' })}
    </a>
  );
}
