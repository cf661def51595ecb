/**
 * Sidebar items for the SDK and UI references (portal-facts section 2, "APIs and References").
 * `sdk` is the content of the "SDK" category (linked to reference/sdk/faststore-sdk by the lead),
 * its modules in the order Analytics, Cart, Search, Session, UI; `ui` is the start of the "UI"
 * category, before the lead's "Components" category; `plugins` is the "Plugins" category of the
 * Gatsby plugin and theme references, after SDK.
 */
const sdk = [
  'reference/sdk/getting-started-faststore-sdk',
  {
    type: 'category',
    label: 'Analytics',
    link: { type: 'doc', id: 'reference/sdk/analytics' },
    collapsed: true,
    items: [
      'reference/sdk/analytics/sendAnalyticsEvent',
      'reference/sdk/analytics/useAnalyticsEvent',
      'reference/sdk/analytics/how-to-extend-types',
      'reference/sdk/analytics/how-to-send-custom-events',
    ],
  },
  {
    type: 'category',
    label: 'Cart',
    link: { type: 'doc', id: 'reference/sdk/cart' },
    collapsed: true,
    items: ['reference/sdk/cart/CartProvider', 'reference/sdk/cart/useCart'],
  },
  {
    type: 'category',
    label: 'Search',
    link: { type: 'doc', id: 'reference/sdk/search' },
    collapsed: true,
    items: [
      'reference/sdk/search/SearchProvider',
      'reference/sdk/search/usePagination',
      'reference/sdk/search/useSearch',
    ],
  },
  'reference/sdk/session',
  'reference/sdk/UI',
];

const ui = ['reference/ui/faststore-ui', 'reference/ui/get-started-faststore-ui'];

const plugins = {
  type: 'category',
  label: 'Plugins',
  collapsed: true,
  items: ['reference/plugins/gatsby', 'reference/plugins/theme'],
};

export default { sdk, ui, plugins };
