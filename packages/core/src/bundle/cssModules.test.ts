import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileCssModule, cssModuleKey, cssModuleScript } from './cssModules.ts';
import { temporaryFolder } from '../../../../tests/helpers/temporaryFolder.ts';

describe('cssModuleKey', () => {
  it('names a module by its path in the site, in its package, or in the workspace package that holds it', () => {
    const root = temporaryFolder('css-module-key-');
    const site = path.join(root, 'deep', 'site');
    mkdirSync(path.join(root, 'tool', 'theme', 'src'), { recursive: true });
    writeFileSync(path.join(root, 'tool', 'theme', 'package.json'), JSON.stringify({ name: '@docs/theme' }));
    expect(cssModuleKey(path.join(site, 'src', 'pages', 'index.module.css'), site)).toBe('src/pages/index.module.css');
    expect(cssModuleKey(path.join(site, 'node_modules', 'widget', 'a.module.css'), site)).toBe('widget/a.module.css');
    expect(cssModuleKey(path.join(root, 'tool', 'theme', 'src', 'b.module.css'), site)).toBe('@docs/theme/src/b.module.css');
  });
});

describe('compileCssModule', () => {
  it('names local classes and animations by the module, keeps :global ones, and writes nothing newer than the browsers the bundles target', async () => {
    const css = '.hero { animation: rise 1s; }\n:global(.navbar) .link { color: red; }\n@keyframes rise { from { opacity: 0 } }\n@media (max-width: 996px) { .hero { padding: 0; } }\n.card { & .title { font-weight: bold; } }\n';
    const one = await compileCssModule('/a/site/src/x.module.css', css, '/a/site');
    const two = await compileCssModule('/b/other/place/src/x.module.css', css, '/b/other/place');
    expect(one).toEqual(two);
    const hero = one.exports.hero!.name;
    expect(hero).toMatch(/^hero_[\w-]+$/);
    expect(one.css).toContain(`.${hero} {`);
    expect(one.css).toContain(`animation: 1s ${one.exports.rise!.name}`);
    expect(one.css).toContain(`.navbar .${one.exports.link!.name}`);
    expect(one.css).toContain('max-width: 996px');
    expect(one.css).toContain(`.${one.exports.card!.name} .${one.exports.title!.name}`);
    const other = await compileCssModule('/a/site/src/y.module.css', css, '/a/site');
    expect(other.exports.hero!.name).not.toBe(hero);
  });

  it('exports composed names, from the same module and from another', async () => {
    const compiled = await compileCssModule('/s/a.module.css', '.base { color: red; }\n.button { composes: base; composes: shadow from "./b.module.css"; }\n', '/s');
    const script = cssModuleScript(compiled, './a.module.css?styles');
    expect(script).toContain('import "./a.module.css?styles";');
    expect(script).toContain('import __dep0 from "./b.module.css";');
    expect(script).toContain(`"button": "${compiled.exports.button!.name}" + " " + "${compiled.exports.base!.name}" + " " + __dep0["shadow"],`);
    expect(script).toContain('export const button = classes["button"];');
  });
});
