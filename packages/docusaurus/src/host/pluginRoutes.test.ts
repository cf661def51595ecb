import { describe, expect, it } from 'vitest';
import { leafChains, routeComponentModule } from './pluginRoutes.ts';

describe('the module that renders a plugin route', () => {
  it('imports the component and every module, nested objects and arrays and `__import` included, as props', () => {
    const code = routeComponentModule(
      [{ path: '/r', component: '/site/src/R.js', exact: true, modules: { a: '/site/.docs/generated/plugins/p/default/a.json', list: ['@site/src/x.js', { __import: true, path: '/site/y.json' }], nested: { b: '@theme/B' } }, props: { own: 1 }, customData: { c: 2 } }],
      '/site/.docs/generated/plugin-routes',
    );
    expect(code).toBe(
      [
        "import { jsx } from 'react/jsx-runtime';",
        'import Component from "../../../src/R.js";',
        'import m0 from "../plugins/p/default/a.json";',
        'import m1 from "@site/src/x.js";',
        'import m2 from "../../../y.json";',
        'import m3 from "@theme/B";',
        'const props = { "a": m0, "list": [m1, m2], "nested": { "b": m3 } };',
        'const route = {"path":"/r","exact":true,"customData":{"c":2},"component":"/site/src/R.js"};',
        'const own = {"own":1};',
        'export default function PluginRoute() { return jsx(Component, { ...props, ...own, route }); }',
        '',
      ].join('\n'),
    );
  });

  it('renders a nested route inside its layout: the layout gets `route.routes` with the page\'s route rendering it and its siblings described', () => {
    const layout = { path: '/rows', component: '/site/src/Rows.js', exact: false, modules: { all: '/site/all.json' }, routes: [
      { path: '/rows/apple', component: '/site/src/Row.js', exact: true, modules: { row: '/site/apple.json' } },
      { path: '/rows/pear', component: '/site/src/Row.js', exact: true, modules: { row: '/site/pear.json' }, props: { ripe: true } },
    ] };
    const chains = leafChains(layout);
    expect(chains.map((c) => c.map((r) => r.path))).toEqual([['/rows', '/rows/apple'], ['/rows', '/rows/pear']]);
    expect(routeComponentModule(chains[1]!, '/site/gen')).toBe(
      [
        "import { jsx } from 'react/jsx-runtime';",
        'import Component from "../src/Rows.js";',
        'import m0 from "../all.json";',
        'import Component1 from "../src/Row.js";',
        'import m1 from "../pear.json";',
        'const props = { "all": m0 };',
        'const props1 = { "row": m1 };',
        'const own1 = {"ripe":true};',
        'function Route1(p) { return jsx(Component1, { ...props1, ...own1, ...p }); }',
        'const onItsOwnPage = () => null;',
        'const route1 = { ...{"path":"/rows/pear","exact":true}, component: Route1 };',
        'const route = { ...{"path":"/rows","exact":false,"component":"/site/src/Rows.js"}, routes: [{ ...{"path":"/rows/apple","exact":true}, component: onItsOwnPage }, route1] };',
        'const own = {};',
        'export default function PluginRoute() { return jsx(Component, { ...props, ...own, route }); }',
        '',
      ].join('\n'),
    );
  });
});
