import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isKnownPath } from '../../shared/routes';
import { routes } from './routes';

/** Every page path of the router, with its parameters filled in as a link would. */
function pagePaths(children: RouteObject[], parent = ''): string[] {
  return children.flatMap((route) => {
    const joined = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent}/${route.path}`;
    const own = route.path === undefined || route.path.includes('*') ? [] : [joined];
    return [...own, ...(route.index ? [parent] : []), ...pagePaths(route.children ?? [], joined)];
  });
}

const SAMPLE: Record<string, string> = { ':id': '12', ':userId': 'aB3dE5fG7hJ9', ':reference': 'LH-PAY-3F9A2C7D1E' };

describe('the paths the server answers 200', () => {
  it('are every page the router has: a page is never served as a 404, nor a 404 as a page', () => {
    const paths = pagePaths(routes).map((path) => path.replace(/:\w+/g, (name) => SAMPLE[name] ?? name));
    expect(paths.length).toBeGreaterThan(30);
    for (const path of paths) expect(isKnownPath(path), path).toBe(true);
    for (const path of ['/app/nope', '/business/abc', '/app/members', '/app/members/a/b', '/nope', '/app/business/1/nope']) {
      expect(isKnownPath(path), path).toBe(false);
    }
  });
});
