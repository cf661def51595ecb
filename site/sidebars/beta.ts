/**
 * The betaProgram sidebar: three always-expanded groups for the FastStore beta program pages.
 */
export default [
  {
    type: 'category',
    label: 'About the program',
    collapsible: false,
    collapsed: false,
    className: 'labelSidebar pb-5 mb-5 border-b',
    items: [
      'beta/about',
      'beta/overview',
      { type: 'link', label: 'Waiting list', href: 'https://github.com/vtex/faststore/discussions' },
    ],
  },
  {
    type: 'category',
    label: 'Beta activities',
    collapsible: false,
    collapsed: false,
    className: 'labelSidebar pb-5 mb-5 border-b',
    items: ['beta/feedback-and-issue-tracking', 'beta/customer-invitation'],
  },
  {
    type: 'category',
    label: 'Behavior aspects',
    collapsible: false,
    collapsed: false,
    className: 'labelSidebar',
    items: ['beta/features-and-capabilities', 'beta/changes-from-store-framework'],
  },
];
