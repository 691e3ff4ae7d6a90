import { expect, test } from '@playwright/test';
import { gotoHydrated } from './hydration';

// Decision 0037: the public pages paint before their scripts are fetched, and still hydrate.
for (const path of ['/inicio', '/compra-tu-auto']) {
  test(`${path}: no script is fetched before the first contentful paint, and the page hydrates`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    // React Router's markup was recognised: the preloads left the head for the boot script.
    expect(head).not.toContain('rel="modulepreload"');
    expect(html).toContain('await Promise.all([import("/assets/root-');

    await gotoHydrated(page, path);
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/.+\.js$/.test(new URL(entry.name).pathname));
      return {
        firstPaint: paint?.startTime ?? Number.NaN,
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
        scripts: scripts.length,
      };
    });
    expect(timing.scripts).toBeGreaterThan(3);
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.firstPaint);
  });
}
