/**
 * The "Concepts" category of the docs sidebar, linked to the concepts index: the five concept
 * guides in the order the index presents them, then the analytics guides ("Advanced guides").
 */
export default [
  {
    type: 'category',
    label: 'Concepts',
    link: { type: 'doc', id: 'conceptual-guides' },
    collapsed: true,
    items: [
      'conceptual-guides/jamstack',
      'conceptual-guides/S-shadowing',
      'conceptual-guides/S-ssg',
      'conceptual-guides/S-starter',
      'conceptual-guides/P-plugin',
      {
        type: 'category',
        label: 'Advanced guides',
        collapsed: true,
        items: [
          'conceptual-guides/analytics-on-faststore',
          'conceptual-guides/analytics-on-official-starters',
          'conceptual-guides/analytics-store-framework',
        ],
      },
    ],
  },
];
