/**
 * Sidebar items for the "howto-2" area: theming, VTEX platform integration, WebOps deployment
 * and troubleshooting. Each key is one top-level category of the docs sidebar (portal-facts §2,
 * items 3, 5, 7 and 8), to be placed by site/sidebars.ts. Troubleshooting ends with the page for
 * stores still on the v0 packages.
 */

const theming = {
  type: 'category',
  label: 'Theming',
  link: { type: 'doc', id: 'how-to-guides/theming' },
  collapsed: true,
  items: [
    'how-to-guides/theming/creating-a-theme',
    'how-to-guides/theming/extending-a-theme',
    {
      type: 'category',
      label: 'Global tokens',
      link: { type: 'doc', id: 'how-to-guides/theming/global-tokens' },
      collapsed: false,
      items: [
        'how-to-guides/theming/global-tokens/colors',
        'how-to-guides/theming/global-tokens/grid-and-layout',
        'how-to-guides/theming/global-tokens/interactive-controls',
        'how-to-guides/theming/global-tokens/refinements',
        'how-to-guides/theming/global-tokens/spacing',
        'how-to-guides/theming/global-tokens/typography',
      ],
    },
    {
      type: 'category',
      label: 'Official themes',
      collapsed: true,
      items: ['how-to-guides/theming/themes/midnight', 'how-to-guides/theming/themes/soft-blue'],
    },
  ],
};

const platform = {
  type: 'category',
  label: 'VTEX Platform Integration',
  link: { type: 'doc', id: 'how-to-guides/platform-integration/vtex-integration' },
  collapsed: true,
  items: [
    'how-to-guides/platform-integration/vtex/setting-up-an-account',
    'how-to-guides/platform-integration/vtex/hosting-a-faststore-vtex-website',
    'how-to-guides/platform-integration/vtex/integrating-the-vtex-login',
    'how-to-guides/platform-integration/vtex/integrating-vtex-checkout',
    'how-to-guides/platform-integration/vtex/integrating-vtex-orderplaced-myaccount',
    'how-to-guides/platform-integration/vtex/intelligent-search-reports',
    'how-to-guides/platform-integration/vtex/troubleshooting',
  ],
};

const deployment = {
  type: 'category',
  label: 'Deployment',
  link: { type: 'generated-index', slug: '/how-to-guides/deployment', title: 'VTEX IO WebOps Deployment' },
  collapsed: true,
  items: [
    {
      type: 'category',
      label: 'Security',
      link: { type: 'doc', id: 'how-to-guides/webops/security' },
      collapsed: true,
      items: [
        'how-to-guides/webops/security/setting-up-secrets',
        'how-to-guides/webops/security/managing-secrets',
      ],
    },
  ],
};

const troubleshooting = {
  type: 'category',
  label: 'Troubleshooting',
  link: { type: 'doc', id: 'how-to-guides/troubleshooting' },
  collapsed: true,
  items: [
    'how-to-guides/troubleshooting/identifying-development-errors-and-starter-bugs',
    'how-to-guides/troubleshooting/tracing-the-error-source',
    'how-to-guides/troubleshooting/analytics-and-partytown',
    'how-to-guides/troubleshooting/debugging-releases-publishing',
    'v0/troubleshooting',
  ],
};

export default { theming, platform, deployment, troubleshooting };
