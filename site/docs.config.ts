import { defineConfig } from '@docs/core/config';

/** The version of the documentation site itself, shown in the footer. */
const SITE_VERSION = '2.0.31-alpha.0';

/** The services the portal's own code talks to. */
export interface PortalServices {
  /** Where the starter submission form posts its JSON; without one the page points to GitHub issues. */
  starterSubmissionEndpoint: string;
  /** The satisfaction survey posts each answer here; without one the survey runs and sends nothing. */
  surveyWebhookUrl: string;
  /** Google Analytics 4 (gtag.js, IP anonymisation on). Without an id no analytics code loads at all. */
  gaMeasurementId: string;
}

/** Service addresses are read from the environment at build time: a deployment sets them without editing this file. */
export const servicesFromEnvironment = (): PortalServices => ({
  starterSubmissionEndpoint: process.env.STARTER_SUBMISSION_ENDPOINT ?? '',
  surveyWebhookUrl: process.env.SURVEY_WEBHOOK_URL ?? '',
  gaMeasurementId: process.env.GA_MEASUREMENT_ID ?? '',
});

const originOf = (url: string) => (URL.canParse(url) ? [new URL(url).origin] : []);

/** What the Content-Security-Policy must allow for the services that are set, and only for those. */
function servicesPolicy(s: PortalServices): Record<string, string[]> {
  const analytics = s.gaMeasurementId ? ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'] : [];
  return {
    'script-src': s.gaMeasurementId ? ['https://www.googletagmanager.com'] : [],
    'connect-src': [...originOf(s.surveyWebhookUrl), ...originOf(s.starterSubmissionEndpoint), ...analytics],
  };
}

/** The FastStore documentation portal, for the given service addresses. */
export const portalConfig = (services: PortalServices = servicesFromEnvironment()) => defineConfig({
  title: 'FastStore',
  tagline: 'Documentation Portal',
  url: 'https://faststore.dev',
  baseUrl: '/',
  favicon: 'img/favicon.svg',
  i18n: { defaultLocale: 'en', locales: ['en'] },
  docs: {
    path: 'docs',
    routeBasePath: '/',
    sidebarPath: 'sidebars.ts',
    toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    currentVersionLabel: 'Next',
    editUrl: 'https://github.com/vtex/faststore/edit/main/apps/docs',
    // "Last updated on … by …" under each doc, from the docs folder's git history.
    showLastUpdateTime: true,
    showLastUpdateAuthor: true,
  },
  blog: {
    path: 'releases',
    routeBasePath: '/releases',
    postsPerPage: 10,
    blogTitle: 'Release Notes',
    blogSidebarTitle: 'All releases',
    // Every release in the sidebar (Docusaurus's default is the latest 5).
    blogSidebarCount: 'ALL',
    // Each release note's product, from its file name (2022-05-06-webops.md → WebOps). The Base
    // Store starter and the analytics packages ship as part of FastStore.
    products: { faststore: 'FastStore', basestore: 'FastStore', analytics: 'FastStore', cms: 'CMS', webops: 'WebOps' },
  },
  navbar: {
    title: 'FastStore',
    logo: { alt: 'FastStore', src: 'img/logo.svg' },
    items: [
      { type: 'doc', docId: 'beta/about', label: 'Beta program' },
      { href: '/docs', label: 'Documentation' },
      { href: '/faq', label: 'FAQ', position: 'right', target: '_self', className: 'FAQbar' },
      { to: '/releases', label: 'Release Notes', position: 'right' },
      {
        type: 'dropdown',
        label: 'More',
        position: 'right',
        items: [
          { label: 'Starters', href: '/starters', target: '_self' },
          { label: 'Community', href: 'https://community.vtex.com/' },
        ],
      },
      // One docs version (current, labelled Next) and one locale (English), as spec §1 lists.
      { type: 'docsVersionDropdown', position: 'right' },
      { type: 'localeDropdown', position: 'right' },
      {
        href: 'https://github.com/vtex/faststore',
        label: 'GitHub',
        position: 'right',
        className: 'header-github-link',
        'aria-label': 'GitHub repository',
      },
      { type: 'search', position: 'right' },
    ],
  },
  footer: {
    links: [
      {
        title: 'Documentation',
        items: [
          { label: 'Quickstart', to: '/quickstart' },
          { label: 'References', to: '/reference' },
          { label: 'Concepts', to: '/conceptual-guides' },
          { label: 'Tutorials', to: '/tutorials/gatsby-overview' },
        ],
      },
      {
        title: 'More',
        items: [
          { label: 'Starters', to: '/starters' },
          { label: 'Frequently asked questions', to: '/faq' },
          { label: 'Release Notes', to: '/releases' },
          { label: 'VTEX Community', href: 'https://community.vtex.com/' },
          { label: 'GitHub', href: 'https://github.com/vtex/faststore' },
        ],
      },
    ],
    copyright: `Copyright © ${new Date().getFullYear()} VTEX. FastStore documentation, version ${SITE_VERSION}.`,
  },
  announcementBar: {
    id: 'csat',
    content: '📣 Help us improve the FastStore docs: share how they work for you.',
    isCloseable: false,
  },
  // The UI reference's props tables are read at build time from the published components' types.
  propsTables: { modules: ['@faststore/ui'] },
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
  // The releases sidebar stays one list, without Docusaurus 3's year headings.
  themeConfig: { customCss: 'src/css/custom.css', blog: { sidebar: { groupByYear: false } } },
  customFields: { siteVersion: SITE_VERSION, ...services },
  csp: servicesPolicy(services),
  // What a deployment sets (README, "Deploying the portal"); a build without one says so once.
  deployEnv: {
    STARTER_SUBMISSION_ENDPOINT: 'the starter submission form says submissions are not configured and sends nothing',
    SURVEY_WEBHOOK_URL: 'the satisfaction survey thanks readers and sends their answers nowhere',
    GA_MEASUREMENT_ID: 'no analytics code loads, so no page views or survey votes are counted',
  },
});

export default portalConfig();
