import type { ReactNode } from 'react';
import useIsBrowser from './useIsBrowser.ts';

export interface BrowserOnlyProps {
  /** Called only in the browser, after hydration: code that touches `window` or `document` goes here. */
  children: () => ReactNode;
  /** Shown in the server HTML and until hydration ends. */
  fallback?: ReactNode;
}

/** Render what only works in a browser, leaving `fallback` in the static HTML. */
export default function BrowserOnly({ children, fallback = null }: BrowserOnlyProps) {
  const isBrowser = useIsBrowser();
  if (typeof children !== 'function') {
    // Children as elements would be rendered on the server too, which is what BrowserOnly is there to prevent.
    throw new Error('<BrowserOnly> takes a function as its child: write <BrowserOnly>{() => <YourComponent />}</BrowserOnly>.');
  }
  return <>{isBrowser ? children() : fallback}</>;
}
