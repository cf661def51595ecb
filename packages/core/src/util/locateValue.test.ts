import { describe, expect, it } from 'vitest';
import { locateValue, parseKeyPath } from './locateValue.ts';

/** Line and column of the first `needle` in `source`, to keep expectations readable. */
const at = (source: string, needle: string, nth = 0) => {
  let offset = -1;
  for (let i = 0; i <= nth; i++) offset = source.indexOf(needle, offset + 1);
  if (offset < 0) throw new Error(`${needle} not found`);
  const before = source.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
};

describe('parseKeyPath', () => {
  it('splits keys and indexes', () => {
    expect(parseKeyPath('navbar.items[3].label')).toEqual(['navbar', 'items', 3, 'label']);
    expect(parseKeyPath('a[0][1]')).toEqual(['a', 0, 1]);
  });
});

describe('locateValue', () => {
  const sidebars = `// The sidebars: { not: [this] }
const sidebars = {
  tutorialSidebar: [
    'intro',
    /* a comment with a ] and a { */
    {
      type: 'category',
      label: 'Guides, part "one"',
      items: ['guides/a', \`guides/\${'b'}\`],
    },
    { type: 'categry', label: 'Oops', items: [] },
  ],
  api: { 'Getting started': ['api/start'], Reference: { Nested: ['api/x'] } },
};

module.exports = sidebars;
`;
  it('finds array items of a constant exported with module.exports', () => {
    expect(locateValue(sidebars, ['tutorialSidebar', 0])).toEqual(at(sidebars, "'intro'"));
    expect(locateValue(sidebars, ['tutorialSidebar', 1])).toEqual(at(sidebars, '{\n      type'));
    expect(locateValue(sidebars, ['tutorialSidebar', 2])).toEqual(at(sidebars, "{ type: 'categry'"));
    expect(locateValue(sidebars, ['tutorialSidebar', 1, 'items', 1])).toEqual(at(sidebars, '`guides/'));
    expect(locateValue(sidebars, ['tutorialSidebar', 2, 'type'], { key: true })).toEqual(at(sidebars, "type: 'categry'"));
  });

  it('finds quoted keys and nested shorthand', () => {
    expect(locateValue(sidebars, ['api', 'Getting started', 0])).toEqual(at(sidebars, "'api/start'"));
    expect(locateValue(sidebars, ['api', 'Reference', 'Nested'], { key: true })).toEqual(at(sidebars, 'Nested'));
  });

  it('gives up on what is not written literally', () => {
    expect(locateValue(sidebars, ['tutorialSidebar', 7])).toBeUndefined();
    expect(locateValue(sidebars, ['nothing'])).toBeUndefined();
    expect(locateValue('module.exports = require("./other");', ['a'])).toBeUndefined();
    expect(locateValue('const x = 1;', ['a'])).toBeUndefined();
  });

  it('follows the shapes config files take', () => {
    const shapes = [
      `export default defineConfig({\n  title: 'T',\n  navbar: { items: [{ label: 'A' }, { label: 'B' }] },\n});`,
      `import type { Config } from '@docusaurus/types';\nconst config: Config = {\n  title: 'T',\n  navbar: { items: [{ label: 'A' }, { label: 'B' }] },\n};\nexport default config;`,
      `module.exports = async function createConfig() {\n  const x = { navbar: 1 };\n  return {\n    title: 'T',\n    navbar: { items: [{ label: 'A' }, { label: 'B' }] },\n  };\n};`,
      `export default async () => ({\n  title: 'T',\n  navbar: { items: [{ label: 'A' }, { label: 'B' }] },\n});`,
      `const config = {\n  title: 'T',\n  navbar: { items: [{ label: 'A' }, { label: 'B' }] },\n} satisfies Config;\nexport default config;`,
      `async function createConfig() {\n  return {\n    title: 'T',\n    navbar: { items: [{ label: 'A' }, { label: 'B' }] },\n  };\n}\nmodule.exports = createConfig;`,
    ];
    for (const source of shapes) {
      expect(locateValue(source, ['navbar', 'items', 1]), source).toEqual(at(source, "{ label: 'B' }"));
      expect(locateValue(source, ['navbar', 'items', 1, 'label'], { key: true }), source).toEqual(at(source, "label: 'B'"));
    }
  });

  it('counts holes and spreads as elements, and skips spreads and computed keys in objects', () => {
    const source = `export default {\n  list: [...base, , 'third'],\n  ...rest,\n  ['computed']: 1,\n  method() { return [1]; },\n  after: 'x',\n};`;
    expect(locateValue(source, ['list', 2])).toEqual(at(source, "'third'"));
    expect(locateValue(source, ['after'])).toEqual(at(source, "'x'"));
    expect(locateValue(source, ['method'], { key: true })).toEqual(at(source, 'method'));
  });
});
