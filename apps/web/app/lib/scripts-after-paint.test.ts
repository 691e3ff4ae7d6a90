import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { deferBootScript, scriptsAfterPaint, withoutModulePreloads } from './scripts-after-paint';

// React Router 7's markup, as the production server writes it (e2e/tests/scripts-after-paint.spec.ts
// checks the real page).
const HEAD =
  '<!DOCTYPE html><html lang="es-PE"><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n0nce"/>' +
  '<link rel="modulepreload" href="/assets/react-B.js" nonce="n0nce"/>' +
  '<link rel="stylesheet" href="/assets/root-C.css"/>' +
  '<link rel="modulepreload" href="/assets/route-D.js" nonce="n0nce"/></head>';
const BOOT =
  '<script nonce="n0nce" type="module" async="">;\n' +
  'import * as route0 from "/assets/root-E.js";\n' +
  'import * as route1 from "/assets/inicio-F.js";\n' +
  '  window.__reactRouterManifest = {"version":"1"};\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"routes/inicio":route1};\n\n' +
  'import("/assets/entry.client-A.js");</script>';
const BODY = `<body><main>Autos en venta — ñandú</main>${BOOT}ñ<script nonce="n0nce">window.x=1</script><p>Año · ñ — €</p></body></html>`;
const PAGE = HEAD + BODY;

async function streamed(html: string, chunkSize: number): Promise<string> {
  const bytes = Buffer.from(html);
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += chunkSize) chunks.push(bytes.subarray(at, at + chunkSize));
  return text(Readable.from(chunks).pipe(scriptsAfterPaint()));
}

describe('scriptsAfterPaint', () => {
  it('takes the module preloads out of the head and hands them to the boot script', async () => {
    const out = await streamed(PAGE, 1 << 20);
    const head = out.slice(0, out.indexOf('</head>'));
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('<link rel="stylesheet" href="/assets/root-C.css"/>');
    expect(out).toContain(
      'for (const href of ["/assets/entry.client-A.js","/assets/react-B.js","/assets/route-D.js"])',
    );
  });

  it('turns the static imports into imports after the first paint, keeping the rest of the script', async () => {
    const out = await streamed(PAGE, 1 << 20);
    expect(out).not.toMatch(/^import \* as/m);
    expect(out).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root-E.js"), import("/assets/inicio-F.js")]);',
    );
    const wait = out.indexOf('first-contentful-paint');
    const preload = out.indexOf('for (const href of');
    const imports = out.indexOf('await Promise.all');
    expect(wait).toBeGreaterThan(0);
    expect(preload).toBeGreaterThan(wait);
    expect(imports).toBeGreaterThan(preload);
    expect(out).toContain('<script nonce="n0nce" type="module" async="">;\n');
    expect(out).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/inicio":route1};');
    expect(out).toContain('try { await import("/assets/entry.client-A.js"); await new Promise(');
    expect(out).toContain('addEventListener("motorplaza:hydrated", hydrated, { once: true });');
    expect(out).toContain('} finally { releaseClicks(); }</script>');
    expect(out.indexOf('document.addEventListener("click", holdClick, true)')).toBeLessThan(wait);
    expect(out.endsWith('<script nonce="n0nce">window.x=1</script><p>Año · ñ — €</p></body></html>')).toBe(
      true,
    );
  });

  it('gives the same page whatever the chunks the stream arrives in (multi-byte characters split too)', async () => {
    const whole = await streamed(PAGE, 1 << 20);
    for (let size = 1; size <= 40; size++) expect(await streamed(PAGE, size)).toBe(whole);
    for (const size of [64, 300]) expect(await streamed(PAGE, size)).toBe(whole);
    expect(whole).toContain('</script>ñ<script');
  });

  it('leaves a page without a boot script as it was, preloads included', async () => {
    const page = `${HEAD}<body><p>Error</p></body></html>`;
    const out = await streamed(page, 50);
    expect(out.match(/rel="modulepreload"/g)).toHaveLength(3);
    expect(out).toContain('<p>Error</p>');
  });

  it('holds a click on a button until the client entry has run, then clicks it again', async () => {
    const out = await streamed(PAGE, 1 << 20);
    const script = /<script nonce="n0nce" type="module" async="">([\s\S]*?)<\/script>/.exec(out)?.[1] ?? '';
    const hold = script.slice(script.indexOf('const HELD'), script.indexOf('await new Promise'));
    document.body.innerHTML =
      '<button type="button">Iniciar sesión</button><a href="#x">Enlace</a><input type="checkbox" aria-label="Toyota">';
    const button = document.querySelector('button') as HTMLButtonElement;
    const clicks: string[] = [];
    button.addEventListener('click', () => clicks.push('button'));
    const release = new Function(`${hold}; return releaseClicks;`)() as () => void;
    button.click();
    button.click();
    (document.querySelector('a') as HTMLAnchorElement).addEventListener('click', () => clicks.push('link'));
    (document.querySelector('a') as HTMLAnchorElement).click();
    const box = document.querySelector('input') as HTMLInputElement;
    box.click();
    expect(box.checked).toBe(false);
    expect(clicks).toEqual(['link']);
    release();
    expect(clicks).toEqual(['link', 'button']);
    expect(box.checked).toBe(true);
    button.click();
    expect(clicks).toEqual(['link', 'button', 'button']);
  });

  it('leaves markup it does not know untouched', () => {
    expect(withoutModulePreloads('<p>no head yet</p>')).toEqual({ html: '<p>no head yet</p>', preloads: [] });
    expect(deferBootScript('<script type="module">import("/x.js")</script>', [])).toBeNull();
    // Static imports without the client entry at the end: not React Router's script.
    expect(
      deferBootScript('<script type="module">;\nimport * as a from "/a.js";\nrun(a);</script>', []),
    ).toBeNull();
  });
});
