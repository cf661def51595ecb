import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageSourceDir } from './packagePaths.ts';
import { portableSourceMap, portableSourcePath } from './sourceMapPaths.ts';

const siteDir = '/home/someone/work/site';
const outDir = '/elsewhere/.build.staging-42';

describe('portableSourcePath', () => {
  it('names a file by its place in the site, in node_modules, or in the docs packages', () => {
    expect(portableSourcePath(`${siteDir}/docs/intro.md`, siteDir)).toBe('docs/intro.md');
    expect(portableSourcePath('/opt/tool/node_modules/react/index.js', siteDir)).toBe('node_modules/react/index.js');
    expect(portableSourcePath('/opt/tool/node_modules/a/node_modules/b/x.js', siteDir)).toBe('node_modules/b/x.js');
    expect(portableSourcePath(path.join(packageSourceDir('@docs/theme'), 'Navbar.tsx'), siteDir)).toBe('@docs/theme/src/Navbar.tsx');
    expect(portableSourcePath('/home/someone/work/shared/brand.css', siteDir)).toBe('../shared/brand.css');
  });
});

describe('portableSourceMap', () => {
  const rewrite = (mapFile: string, sources: string[]) => (JSON.parse(portableSourceMap(JSON.stringify({ version: 3, sources, mappings: 'AAAA' }), { mapFile, outDir, siteDir })) as { sources: string[]; mappings: string }).sources;

  it('makes sources URLs below the base URL, from wherever the map is', () => {
    const deep = `${outDir}/assets/js/routes/home-ABCDEFGH.js.map`;
    const relative = path.relative(path.dirname(deep), `${siteDir}/src/pages/index.tsx`);
    expect(rewrite(deep, [relative, '../../../../../../opt/tool/node_modules/react/index.js'])).toEqual(['../../../src/pages/index.tsx', '../../../node_modules/react/index.js']);
    expect(rewrite(`${outDir}/assets/js/entry-ABCDEFGH.js.map`, [path.relative(`${outDir}/assets/js`, `${siteDir}/src/css/custom.css`)])).toEqual(['../../src/css/custom.css']);
  });

  it("drops the absolute path of a plugin's namespace, and leaves a name without a path", () => {
    const map = `${outDir}/assets/js/routes/blog-ABCDEFGH.js.map`;
    expect(rewrite(map, [`docs-excerpt:${siteDir}/blog/2024-01-10-first.md?excerpt`, 'virtual:icons'])).toEqual(['../../../blog/2024-01-10-first.md?excerpt', 'virtual:icons']);
  });

  it('rewrites only the sources line of a map as esbuild writes it', () => {
    const mapFile = `${outDir}/assets/js/entry-ABCDEFGH.js.map`;
    const from = path.relative(path.dirname(mapFile), `${siteDir}/src/a.ts`);
    const esbuildMap = (sources: string) => `{\n  "version": 3,\n  "sources": ${sources},\n  "sourcesContent": ["const a = '${siteDir}';"],\n  "mappings": "AAAA",\n  "names": []\n}\n`;
    expect(portableSourceMap(esbuildMap(JSON.stringify([from])), { mapFile, outDir, siteDir })).toBe(esbuildMap('["../../src/a.ts"]'));
  });
});
