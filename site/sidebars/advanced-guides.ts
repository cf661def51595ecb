/**
 * The "Advanced guides" category of the docs sidebar: the concepts index and the analytics guides.
 */
export default [
  {
    type: 'category',
    label: 'Advanced guides',
    link: { type: 'doc', id: 'conceptual-guides' },
    collapsed: true,
    items: [
      'conceptual-guides/analytics-on-faststore',
      'conceptual-guides/analytics-on-official-starters',
      'conceptual-guides/analytics-store-framework',
    ],
  },
];
