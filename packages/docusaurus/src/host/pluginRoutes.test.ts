import { describe, expect, it } from 'vitest';
import { routeComponentModule } from './pluginRoutes.ts';

describe('the module that renders a plugin route', () => {
  it('imports the component and every module, nested objects and arrays and `__import` included, as props', () => {
    const code = routeComponentModule(
      { path: '/r', component: '/site/src/R.js', exact: true, modules: { a: '/site/.docs/generated/plugins/p/default/a.json', list: ['@site/src/x.js', { __import: true, path: '/site/y.json' }], nested: { b: '@theme/B' } }, props: { own: 1 }, customData: { c: 2 } },
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
});
