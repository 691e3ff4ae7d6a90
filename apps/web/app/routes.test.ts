import { WEB_REDIRECTS, WEB_ROUTES } from '@motorplaza/domain/access/web-routes';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import routes from './routes';

function paths(entries: readonly RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [
    ...(entry.path !== undefined ? [`/${entry.path}`] : entry.index ? ['/'] : []),
    ...paths(entry.children ?? []),
  ]);
}

describe('route config', () => {
  const configured = paths(routes);

  it('has a route for every path of WEB_ROUTES and every redirect', () => {
    for (const path of [...WEB_ROUTES.map((r) => r.path), ...Object.keys(WEB_REDIRECTS)]) {
      expect(configured).toContain(path);
    }
  });

  it('has no page outside WEB_ROUTES besides the redirects and the catch-all', () => {
    const known = new Set([...WEB_ROUTES.map((r) => r.path), ...Object.keys(WEB_REDIRECTS), '/*']);
    expect(configured.filter((path) => !known.has(path))).toEqual([]);
  });
});
