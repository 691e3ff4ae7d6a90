import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type CachedPage, canonicalPageUrl, createPageCache, inlineScriptHashes } from './page-cache';

describe('canonicalPageUrl', () => {
  it.each([
    ['/compra-tu-auto', '/compra-tu-auto'],
    // Unknown and invalid parameters collapse to the plain catalogue.
    ['/compra-tu-auto?utm_source=x&fbclid=1', '/compra-tu-auto'],
    ['/compra-tu-auto?precio=9-1&pagina=0&orden=nada&vista=3d&tienda=lima', '/compra-tu-auto'],
    ['/compra-tu-auto?pagina=1&vista=cuadricula', '/compra-tu-auto'],
    // The state in one order, whatever order the link used; repeated values once.
    [
      '/compra-tu-auto?orden=menor-precio&marca=Toyota&q=corolla&marca=Toyota&junk=1',
      '/compra-tu-auto?q=corolla&marca=Toyota&orden=menor-precio',
    ],
    ['/compra-tu-auto?km=-80000&pagina=3', '/compra-tu-auto?km=-80000&pagina=3'],
    // Loader requests keep the routes they ask for.
    [
      '/compra-tu-auto.data?marca=Kia&x=1&_routes=routes%2Fcompra-tu-auto',
      '/compra-tu-auto.data?marca=Kia&_routes=routes%2Fcompra-tu-auto',
    ],
    ['/compra-tu-auto.data?utm=1', '/compra-tu-auto.data'],
    // Other public pages read no query on the server.
    ['/inicio?returnUrl=%2Fadmin%2Fautos', '/inicio'],
    [
      '/inicio.data?returnUrl=%2Fadmin&_routes=root%2Croutes%2Finicio',
      '/inicio.data?_routes=root%2Croutes%2Finicio',
    ],
    ['/info-auto/12?ref=whatsapp', '/info-auto/12'],
    ['/reclamos/consulta?numero=1', '/reclamos/consulta'],
    ['/vende-tu-auto?a=1', '/vende-tu-auto'],
    // A comparison is its set of cars: sorted, each once, other parameters dropped.
    ['/comparar?autos=56,12,34&utm=1', '/comparar?autos=12%2C34%2C56'],
    ['/comparar?autos=12%2C34%2C12', '/comparar?autos=12%2C34'],
    ['/comparar?utm=1', '/comparar'],
    ['/favoritos?a=1', '/favoritos'],
  ])('%s is kept as %s', (url, canonical) => {
    expect(canonicalPageUrl(url)).toBe(canonical);
  });

  it.each([
    // Redirects carry the query on (spec 000 §2: / → /inicio?returnUrl=…).
    '/?returnUrl=%2Fadmin%2Fautos',
    '/_root.data?returnUrl=x',
    // Each unsubscribe link is one person's page.
    '/baja-de-publicidad?token=abc',
    '/admin/autos?estado=DISPONIBLE',
    '/no-existe?x=1',
    '/__manifest?paths=%2Finicio&version=1',
  ])('%s is kept as it is', (url) => {
    expect(canonicalPageUrl(url)).toBe(url);
  });

  it('gives one key to every spelling of the same catalogue view', () => {
    const spellings = [
      '/compra-tu-auto?marca=Kia&precio=10000-20000',
      '/compra-tu-auto?precio=10000-20000&marca=Kia',
      '/compra-tu-auto?marca=Kia&marca=Kia&precio=10000-20000&pagina=1&tres-filas=0',
      '/compra-tu-auto?marca=Kia&precio=10000-20000&utm_campaign=verano',
    ];
    expect(new Set(spellings.map(canonicalPageUrl)).size).toBe(1);
  });
});

describe('createPageCache', () => {
  const page = (body: string): CachedPage => ({
    status: 200,
    headers: [],
    body: { identity: Buffer.from(body), gzip: Buffer.from(''), br: Buffer.from(''), etag: body },
    scriptHashes: [],
  });

  it('serves a page stored under its canonical URL to every variant of it', () => {
    const cache = createPageCache(10);
    expect(cache.get(canonicalPageUrl('/compra-tu-auto?marca=Kia&x=1'), 'g1')).toBeUndefined();
    cache.set(canonicalPageUrl('/compra-tu-auto?marca=Kia&x=1'), page('kia'), 'g1');
    expect(cache.get(canonicalPageUrl('/compra-tu-auto?y=2&marca=Kia'), 'g1')).toBeDefined();
    expect(cache.size).toBe(1);
  });

  it('drops every page when the generation changes, and keeps at most its limit', () => {
    const cache = createPageCache(2);
    // A page rendered for another generation than the one last read is not kept.
    cache.set('/a', page('a'), 'g1');
    expect(cache.get('/a', 'g1')).toBeUndefined();
    cache.set('/a', page('a'), 'g1');
    expect(cache.get('/a', 'g1')).toBeDefined();
    expect(cache.get('/a', 'g2')).toBeUndefined();
    cache.set('/a', page('a'), 'g2');
    cache.set('/b', page('b'), 'g2');
    cache.set('/c', page('c'), 'g2');
    expect(cache.size).toBe(2);
    expect(cache.get('/a', 'g2')).toBeUndefined();
  });
});

describe('cached pages and the CSP', () => {
  it('hashes the inline scripts that run, not scripts with src nor JSON data blocks', () => {
    const html =
      '<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{}</script>';
    const hashes = inlineScriptHashes(html);
    expect(hashes).toEqual([`'sha256-${createHash('sha256').update('a()').digest('base64')}'`]);
  });
});
