import type { ReactNode } from 'react';

/**
 * Around the whole app, above every page, and kept mounted across client navigations: where a site
 * puts its own providers (`src/theme/Root`). The theme needs no state there, so it renders the app.
 */
export default function Root({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
