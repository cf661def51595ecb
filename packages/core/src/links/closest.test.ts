import { describe, expect, it } from 'vitest';
import { canonicalPath, closestId, closestPath, editDistance, osaDistance } from './closest.ts';

const routes = ['/', '/tags', '/docs/intro', '/docs/broken', '/docs/getting-started', '/docs/guides/setup', '/blog', '/blog/2024/01/02/post', '/blog/2024/03/04/other-news'];

describe('closestPath', () => {
  it('suggests nothing for / even when a short route exists', () => {
    expect(closestPath('/', ['/tags', '/docs/intro'])).toBeUndefined();
  });

  it('suggests nothing when the path only shares its section with a route', () => {
    expect(closestPath('/docs/nowhere', routes)).toBeUndefined();
    expect(closestPath('/docs/nowhere', ['/docs/broken'])).toBeUndefined();
  });

  it('suggests the route that differs by a trailing slash, case, .md or /index', () => {
    expect(closestPath('/docs/intro/', routes)).toBe('/docs/intro');
    expect(closestPath('/docs/Intro', routes)).toBe('/docs/intro');
    expect(closestPath('/docs/intro.md', routes)).toBe('/docs/intro');
    expect(closestPath('/docs/intro/index', routes)).toBe('/docs/intro');
    expect(closestPath('/TAGS', routes)).toBe('/tags');
  });

  it('suggests the route a typo was meant for', () => {
    expect(closestPath('/docs/getting-startd', routes)).toBe('/docs/getting-started');
    expect(closestPath('/docs/nope', ['/docs/hope', '/docs/links'])).toBe('/docs/hope');
    expect(closestPath('/blog/2024/01/02/pots', routes)).toBe('/blog/2024/01/02/post');
    expect(closestPath('/blog/2024/03/04/other-nwes', routes)).toBe('/blog/2024/03/04/other-news');
  });

  it('suggests a post by its slug when the date is wrong', () => {
    expect(closestPath('/blog/2024/01/20/post', routes)).toBe('/blog/2024/01/02/post');
  });

  it('never treats a different short segment (a date, a version) as a typo', () => {
    expect(closestPath('/docs/v1/api', ['/docs/v2/api', '/docs/v3/api'])).toBeUndefined();
  });

  it('suggests the one route with the same last segment, but not one of several', () => {
    expect(closestPath('/guides/setup', ['/docs/guides/setup', '/guides/other'])).toBe('/docs/guides/setup');
    expect(closestPath('/docs/old/overview', ['/docs/a/overview', '/docs/b/overview'])).toBeUndefined();
  });

  it('suggests a doc by its id when its slug differs', () => {
    expect(closestPath('/docs/install', ['/docs/setup-guide', '/docs/intro'], [{ name: 'guides/install', path: '/docs/setup-guide' }])).toBe('/docs/setup-guide');
  });

  it('requires the same section for a typo in a later segment', () => {
    expect(closestPath('/blog/intro2', ['/docs/intro'])).toBeUndefined();
  });

  it('suggests nothing for very short single-segment paths unless only case differs', () => {
    expect(closestPath('/ab', ['/abc', '/ax'])).toBeUndefined();
    expect(closestPath('/AB', ['/ab'])).toBe('/ab');
    expect(closestPath('/blgo', ['/blog', '/tags'])).toBe('/blog');
  });
});

describe('closestId', () => {
  const ids = ['installation', 'getting-started', 'api', 'faq'];
  it('suggests an id that differs by case, spacing or a typo', () => {
    expect(closestId('Installation', ids)).toBe('installation');
    expect(closestId('getting_started', ids)).toBe('getting-started');
    expect(closestId('instalation', ids)).toBe('installation');
  });
  it('suggests nothing when no id is close', () => {
    expect(closestId('configuration', ids)).toBeUndefined();
    expect(closestId('ap', ids)).toBeUndefined();
    expect(closestId('faw', ids)).toBeUndefined();
  });
});

describe('distances', () => {
  it('counts edits, a swap of neighbours as one', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(osaDistance('post', 'pots')).toBe(1);
    expect(osaDistance('', 'abc')).toBe(3);
  });
  it('compares paths without case, trailing slashes, extensions or /index', () => {
    expect(canonicalPath('/Docs/Intro/')).toBe('/docs/intro');
    expect(canonicalPath('/docs/index.html')).toBe('/docs');
    expect(canonicalPath('/')).toBe('/');
  });
});
