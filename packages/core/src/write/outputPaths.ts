/** Where a route's HTML goes: every route is a folder with an index.html, the not-found page is 404.html. */
export function htmlFileFor(routePath: string): string {
  if (routePath === '/404') return '404.html';
  if (routePath === '/') return 'index.html';
  return `${routePath.slice(1)}/index.html`;
}
