/**
 * Sidebar fragment for the "fundamentals-gatsby" area.
 * - guided: the "Guided tutorial" category of the docs sidebar (portal-facts section 2, item 2),
 *   linked to the tutorial overview and listing the six steps and the troubleshooting page.
 * `tutorials/fundamentals/1` belongs in "Getting Started" (placed by the lead); the other pages of
 * this area (fundamentals 0 and 2, the override guide and the templates) are in no sidebar.
 */
const guided = {
  type: 'category',
  label: 'Guided tutorial',
  link: { type: 'doc', id: 'tutorials/gatsby-overview' },
  collapsed: true,
  items: [
    'tutorials/gatsby/1',
    'tutorials/gatsby/2',
    'tutorials/gatsby/3',
    'tutorials/gatsby/4',
    'tutorials/gatsby/5',
    'tutorials/gatsby/6',
    'tutorials/gatsby/Troubleshooting',
  ],
};

export default { guided };
