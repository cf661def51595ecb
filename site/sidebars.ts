/**
 * The portal's three sidebars, as the original site had them: the docs sidebar, the CMS
 * store-components tutorial and the beta programme. Each area's items live in sidebars/<area>.ts;
 * this file puts them in order. Doc ids are paths under docs/ without extension or number prefix.
 */
import advancedGuides from './sidebars/advanced-guides.ts';
import apiItems from './sidebars/api.ts';
import betaProgram from './sidebars/beta.ts';
import cmsTutorials from './sidebars/cms-tutorials.ts';
import fundamentalsGatsby from './sidebars/fundamentals-gatsby.ts';
import howto1 from './sidebars/howto-1.ts';
import howto2 from './sidebars/howto-2.ts';
import reference from './sidebars/sdk.ts';

const [faststoreApi, getStarted, ...schema] = apiItems;

const docsSidebar = [
  {
    type: 'category',
    label: 'Getting Started',
    link: { type: 'doc', id: 'docs' },
    collapsed: false,
    items: ['tutorials/fundamentals/1', 'quickstart', 'playground', 'glossary', 'faq', 'resources'],
  },
  fundamentalsGatsby.guided,
  howto2.theming,
  ...howto1.performance,
  howto2.platform,
  {
    type: 'category',
    label: 'VTEX Headless CMS',
    link: { type: 'generated-index', slug: '/how-to-guides/cms/vtex', title: 'VTEX Headless CMS' },
    collapsed: true,
    items: [cmsTutorials.cmsTutorial, ...howto1.cms],
  },
  howto2.deployment,
  howto2.troubleshooting,
  ...advancedGuides,
  ...howto1.contributing,
  {
    type: 'category',
    label: 'APIs and References',
    link: { type: 'doc', id: 'reference' },
    collapsed: false,
    className: 'sidebar-section',
    items: [
      {
        type: 'category',
        label: 'UI',
        link: { type: 'doc', id: 'reference/ui/faststore-ui' },
        collapsed: true,
        items: [...reference.ui.filter((id) => id !== 'reference/ui/faststore-ui'), 'reference/ui/components'],
      },
      {
        type: 'category',
        label: 'API',
        link: { type: 'doc', id: faststoreApi as string },
        collapsed: true,
        items: [getStarted, ...howto1.api, ...schema],
      },
      {
        type: 'category',
        label: 'SDK',
        link: { type: 'doc', id: 'reference/sdk/faststore-sdk' },
        collapsed: true,
        items: reference.sdk,
      },
    ],
  },
];

export default {
  docsSidebar,
  cmsStoreComponents: cmsTutorials.cmsStoreComponents,
  betaProgram,
};
