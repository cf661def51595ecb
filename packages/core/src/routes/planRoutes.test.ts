import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { NOT_FOUND_PATH, notFoundRoute, planRoutes, searchRoute } from './planRoutes.ts';
import type { RouteRecord } from './types.ts';

const route = (path: string, kind: RouteRecord['kind'], source?: string): RouteRecord => ({ path, kind, title: path, source, chunkName: path, component: '@theme/X', data: { title: path }, noindex: false });

describe('planRoutes', () => {
  it('merges the plugins’ routes sorted by path, the first planned winning a shared path', () => {
    const diagnostics: Diagnostic[] = [];
    const routes = planRoutes([[route('/docs/b', 'doc', 'docs/b.md'), route('/docs/a', 'doc')], [route('/docs/b', 'page', 'src/pages/docs/b.md')], [notFoundRoute()], [searchRoute()]], diagnostics);
    expect(routes.map((r) => [r.path, r.kind])).toEqual([
      [NOT_FOUND_PATH, 'not-found'],
      ['/docs/a', 'doc'],
      ['/docs/b', 'doc'],
      ['/search', 'search'],
    ]);
    expect(diagnostics).toEqual([expect.objectContaining({ severity: 'warning', code: 'duplicate-route', file: 'src/pages/docs/b.md', message: 'Route /docs/b is produced twice (doc and page); the doc is kept.' })]);
  });

  it('leaves out an address that could escape the output folder, naming its source', () => {
    const diagnostics: Diagnostic[] = [];
    expect(planRoutes([[route('/docs/../../etc', 'doc', 'docs/evil.md'), route('/docs/ok', 'doc')]], diagnostics).map((r) => r.path)).toEqual(['/docs/ok']);
    expect(diagnostics).toEqual([expect.objectContaining({ severity: 'error', code: 'unsafe-path', file: 'docs/evil.md' })]);
  });
});
