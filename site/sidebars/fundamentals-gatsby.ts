/**
 * Sidebar fragment for the "fundamentals-gatsby" area.
 * - tutorials: the "Tutorials" category of the docs sidebar, linked to the tutorials index. It
 *   holds the fundamentals track, the guided tutorial and the section override tutorial.
 * - guided: the "Guided tutorial" category (portal-facts section 2, item 2), linked to the
 *   tutorial overview and listing the six steps and the troubleshooting page.
 * - templates: the docs team's page templates, placed under Contributing by site/sidebars.ts.
 * `tutorials/fundamentals/1` is also in "Getting Started" (placed by the lead), which stays its
 * home: the fundamentals category shows it as a `ref`, so its breadcrumbs and previous/next links
 * follow Getting Started.
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

const fundamentals = {
  type: 'category',
  label: 'Fundamentals',
  link: { type: 'doc', id: 'tutorials/fundamentals/0' },
  collapsed: true,
  items: [{ type: 'ref', id: 'tutorials/fundamentals/1' }, 'tutorials/fundamentals/2'],
};

const tutorials = {
  type: 'category',
  label: 'Tutorials',
  link: { type: 'doc', id: 'tutorials' },
  collapsed: true,
  items: [fundamentals, guided, 'tutorials/how-to-override-section-components'],
};

const templates = {
  type: 'category',
  label: 'Page templates',
  collapsed: true,
  items: ['templates/how-to-guide-template', 'templates/ui-components'],
};

export default { guided, tutorials, templates };
