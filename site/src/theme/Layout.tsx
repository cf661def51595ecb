import OriginalLayout, { type LayoutProps } from '@theme-original/Layout';
import { usePageViews } from '../components/analytics/usePageViews.ts';
import { SurveyProvider } from '../components/survey/Survey.tsx';

export type { LayoutProps };

/**
 * The theme's layout, plus what every page of the portal has: the satisfaction survey (its
 * floating Feedback button and its dialog, which the announcement bar's button also opens) and
 * the analytics page views.
 */
export default function Layout(props: LayoutProps) {
  usePageViews();
  return (
    <SurveyProvider>
      <OriginalLayout {...props} />
    </SurveyProvider>
  );
}
