import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * robots.txt read the two ways crawlers read it (docs/decisions/0072-robots-without-allow-all.md):
 * the longest matching rule wins (RFC 9309, Google) or the first matching line wins (the original
 * 1994 convention, still followed by simple crawlers). Both must keep the back-office and the API out
 * and let every public page in.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(async () => {
  await t?.close();
});

interface Rule {
  allow: boolean;
  path: string;
}

/** The Allow/Disallow lines of the group for every crawler (`User-agent: *`), in order. */
function rulesForAll(robots: string): Rule[] {
  const rules: Rule[] = [];
  let inGroup = false;
  let readingAgents = false;
  for (const raw of robots.split(/\r?\n/)) {
    const line = raw.replace(/#.*/, '').trim();
    const match = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
    if (!match) continue;
    const [, field = '', value = ''] = match;
    const key = field.toLowerCase();
    if (key === 'user-agent') {
      if (!readingAgents) inGroup = false;
      readingAgents = true;
      if (value === '*') inGroup = true;
      continue;
    }
    readingAgents = false;
    if (inGroup && (key === 'allow' || key === 'disallow') && value !== '')
      rules.push({ allow: key === 'allow', path: value });
  }
  return rules;
}

const matching = (rules: Rule[], path: string) => rules.filter((rule) => path.startsWith(rule.path));

function allowedFirstMatch(rules: Rule[], path: string): boolean {
  return matching(rules, path)[0]?.allow ?? true;
}

function allowedLongestMatch(rules: Rule[], path: string): boolean {
  const found = matching(rules, path);
  if (found.length === 0) return true;
  const longest = Math.max(...found.map((rule) => rule.path.length));
  // RFC 9309 §2.2.2: among equally long rules, Allow wins.
  return found.some((rule) => rule.path.length === longest && rule.allow);
}

describe('GET /robots.txt', () => {
  it('keeps /admin and the API out and lets every public page and sitemap entry in, read first-match or longest-match', async () => {
    const response = await t.injectAs(null, { method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    const rules = rulesForAll(response.body);
    expect(rules.length).toBeGreaterThan(0);
    const sitemap = /^Sitemap:\s*(\S+)$/m.exec(response.body)?.[1];
    expect(sitemap).toBe('http://localhost:3000/sitemap.xml');
    const xml = await t.injectAs(null, { method: 'GET', url: new URL(sitemap ?? '').pathname });
    const listed = [...xml.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? '').pathname,
    );
    expect(listed.length).toBeGreaterThan(5);
    const closed = ['/admin', '/admin/', '/admin/usuarios', '/admin/inventario?page=2', '/api/v1/catalogo'];
    const open = ['/', '/compra-tu-auto?marca=Toyota', '/vende-tu-auto', '/reclamos', ...listed];
    for (const read of [allowedFirstMatch, allowedLongestMatch]) {
      for (const path of closed) expect(read(rules, path), `${read.name} ${path}`).toBe(false);
      for (const path of open) expect(read(rules, path), `${read.name} ${path}`).toBe(true);
    }
  });
});
