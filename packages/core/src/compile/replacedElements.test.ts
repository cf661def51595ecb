import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageSourceDir } from '../bundle/packagePaths.ts';
import { mdxComponentKeys } from './mdxComponentKeys.ts';
import { elementNames, replacedElements, THEME_REPLACED_ELEMENTS } from './replacedElements.ts';
import { temporaryFolder } from '../../../../tests/helpers/temporaryFolder.ts';

/** A site whose src/theme holds `files`. */
function site(files: Record<string, string>): string {
  const dir = temporaryFolder('docs-replaced-');
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, 'src', 'theme', name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return dir;
}

const SPREAD = "import MDXComponents from '@theme-original/MDXComponents';\nimport Code from './Code';\n";

describe('replacedElements', () => {
  it('knows the theme’s own: the element keys of packages/theme/src/MDXComponents.tsx', async () => {
    const keys = await mdxComponentKeys(path.join(packageSourceDir('@docs/theme'), 'MDXComponents.tsx'));
    expect(keys?.spreadsTheme).toBe(false);
    expect(elementNames(keys!.keys)).toEqual(THEME_REPLACED_ELEMENTS);
    expect(await replacedElements(site({}))).toEqual(THEME_REPLACED_ELEMENTS);
  });

  it('reads a site’s MDXComponents that spreads the theme’s and adds its own', async () => {
    const written = [
      `${SPREAD}export default { ...MDXComponents, Stamp: () => null, code: Code, 'td': Code };`,
      `${SPREAD}const components = { ...MDXComponents, code: Code, td(p: object) { return null; } } satisfies object;\nexport default components;`,
      `${SPREAD}const components = { ...MDXComponents, code: Code, ['td']: Code };\nexport { components as default };`,
    ];
    for (const text of written) expect(await replacedElements(site({ 'MDXComponents.tsx': text })), text).toEqual([...THEME_REPLACED_ELEMENTS, 'code', 'td'].sort());
    // A folder with an index, as Docusaurus swizzles it, without the theme's.
    expect(await replacedElements(site({ 'MDXComponents/index.js': "import A from './A';\nexport default { a: A, pre: A, ul: A };" }))).toEqual(['a', 'pre', 'ul']);
  });

  it('is unknown when the source alone does not tell every key', async () => {
    const unreadable = [
      `${SPREAD}import More from './More';\nexport default { ...MDXComponents, ...More };`,
      `${SPREAD}const components = { ...MDXComponents };\ncomponents.code = Code;\nexport default components;`,
      `${SPREAD}MDXComponents.code = Code;\nexport default { ...MDXComponents };`,
      `${SPREAD}const key = 'code';\nexport default { ...MDXComponents, [key]: Code };`,
      `${SPREAD}export default Object.assign({}, MDXComponents, { code: Code });`,
      `${SPREAD}let components = { ...MDXComponents };\nexport default components;`,
    ];
    for (const text of unreadable) expect(await replacedElements(site({ 'MDXComponents.tsx': text })), text).toBeUndefined();
    // A page that renders documents could give them other components.
    expect(await replacedElements(site({ 'DocRoute.tsx': 'export default function DocRoute() { return null; }' }))).toBeUndefined();
    // So could the doc's item and the wrapper of every content (Docusaurus's place for an MDX provider).
    expect(await replacedElements(site({ 'DocItem/index.js': 'export default function DocItem() { return null; }' }))).toBeUndefined();
    expect(await replacedElements(site({ 'MDXContent/index.js': 'export default function MDXContent() { return null; }' }))).toBeUndefined();
  });

  it('reads the shadow again when it changes', async () => {
    const dir = site({ 'MDXComponents.tsx': `${SPREAD}export default { ...MDXComponents };` });
    expect(await replacedElements(dir)).toEqual(THEME_REPLACED_ELEMENTS);
    writeFileSync(path.join(dir, 'src', 'theme', 'MDXComponents.tsx'), `${SPREAD}export default { ...MDXComponents, code: Code };`);
    expect(await replacedElements(dir)).toContain('code');
  });
});
