export { initAnalytics, measurementIdFrom, analyticsEnabled, sendEvent, sendPageView, GTAG_SCRIPT_URL } from './gtag.ts';
export { usePageViews } from './usePageViews.ts';
