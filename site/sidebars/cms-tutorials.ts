/**
 * Sidebar fragment for the two CMS tutorials ("cms-tutorials" area).
 * - cmsStoreComponents: the whole `cmsStoreComponents` sidebar (store components version).
 * - cmsTutorial: the "Integrating your storefront with VTEX Headless CMS" category, which belongs
 *   inside the "VTEX Headless CMS" category of the docs sidebar.
 */
const cmsStoreComponents = [
  {
    type: 'category',
    label: 'Integrating your storefront with VTEX Headless CMS',
    link: { type: 'doc', id: 'tutorials/cms-storecomponents/overview' },
    collapsed: false,
    items: [
      'tutorials/cms-storecomponents/0',
      'tutorials/cms-storecomponents/1',
      'tutorials/cms-storecomponents/2',
      'tutorials/cms-storecomponents/3',
      'tutorials/cms-storecomponents/4',
      'tutorials/cms-storecomponents/5',
      'tutorials/cms-storecomponents/6',
      'tutorials/cms-storecomponents/7',
    ],
  },
];

const cmsTutorial = {
  type: 'category',
  label: 'Integrating your storefront with VTEX Headless CMS',
  link: { type: 'doc', id: 'tutorials/cms-overview' },
  collapsed: true,
  items: [
    'tutorials/cms/0',
    'tutorials/cms/1',
    'tutorials/cms/2',
    'tutorials/cms/3',
    'tutorials/cms/4',
    'tutorials/cms/5',
    'tutorials/cms/Troubleshooting',
  ],
};

export default { cmsStoreComponents, cmsTutorial };
