import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WEB_REDIRECTS, WEB_ROUTES } from '@motorplaza/domain/access/web-routes';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import routes from './routes';

/** Every page of the config as [path, route module file]. */
function files(entries: readonly RouteConfigEntry[]): [string, string][] {
  return entries.flatMap((entry) => [
    ...(entry.path !== undefined ? [[`/${entry.path}`, entry.file] as [string, string]] : []),
    ...files(entry.children ?? []),
  ]);
}

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

  // The placeholder flag drives the robots tag and the sitemap; it must follow what the page renders.
  it('flags as placeholder exactly the public pages that render ComingSoon', () => {
    const modules = new Map(files(routes));
    for (const route of WEB_ROUTES.filter((r) => r.index)) {
      const file = modules.get(route.path);
      if (!file) throw new Error(`no route module for ${route.path}`);
      const source = readFileSync(join(import.meta.dirname, file), 'utf8');
      expect(source.includes('<ComingSoon'), route.path).toBe(route.placeholder === true);
    }
  });
});
