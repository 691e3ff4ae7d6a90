import { describe, expect, it } from 'vitest';
import { pageMeta } from './page-meta';

const matches = [
  {
    id: 'root',
    loaderData: { publicUrl: 'https://motorplaza.pe/', settings: { nombreEmpresa: 'MotorPlaza' } },
  },
];

describe('pageMeta', () => {
  it('describes a public page for search engines and link previews', () => {
    const description = expect.stringContaining('Catálogo');
    expect(pageMeta({ location: { pathname: '/compra-tu-auto' }, matches })).toEqual([
      { title: 'Compra tu auto | MotorPlaza' },
      { name: 'description', content: description },
      { name: 'keywords', content: expect.stringContaining('autos usados') },
      { name: 'robots', content: 'index, follow' },
      { tagName: 'link', rel: 'canonical', href: 'https://motorplaza.pe/compra-tu-auto' },
      { property: 'og:site_name', content: 'MotorPlaza' },
      { property: 'og:locale', content: 'es_PE' },
      { property: 'og:type', content: 'website' },
      { property: 'og:title', content: 'Compra tu auto | MotorPlaza' },
      { property: 'og:description', content: description },
      { property: 'og:url', content: 'https://motorplaza.pe/compra-tu-auto' },
      { name: 'twitter:card', content: 'summary' },
      { name: 'twitter:title', content: 'Compra tu auto | MotorPlaza' },
      { name: 'twitter:description', content: description },
    ]);
  });

  it('keeps every back-office page out of search engines, without link previews', () => {
    const tags = pageMeta({ location: { pathname: '/admin/reportes/ventas' }, matches });
    expect(tags).toContainEqual({ title: 'Reporte de Ventas | MotorPlaza' });
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex, nofollow' });
    expect(tags.some((tag) => 'property' in tag)).toBe(false);
  });

  it('keeps a page not built yet out of the index, with its links still followed', () => {
    for (const pathname of ['/inicio', '/reclamos', '/vende-tu-auto']) {
      expect(pageMeta({ location: { pathname }, matches }), pathname).toContainEqual({
        name: 'robots',
        content: 'index, follow',
      });
    }
  });

  it('matches vehicle pages by their pattern', () => {
    const tags = pageMeta({ location: { pathname: '/info-auto/42' }, matches });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://motorplaza.pe/info-auto/42',
    });
  });

  it("takes a page's own title, description, canonical path, image and extra tags", () => {
    const ldJson = { 'script:ld+json': { '@type': 'Car' } };
    const tags = pageMeta(
      { location: { pathname: '/info-auto/042' }, matches },
      {
        title: 'Toyota RAV4 2021 | MotorPlaza',
        description: 'US$ 30,000',
        canonicalPath: '/info-auto/42',
        index: false,
        ogType: 'product',
        image: { url: 'https://motorplaza.pe/a.webp', width: 1600, height: 1200, alt: 'RAV4' },
        extra: [ldJson],
      },
    );
    expect(tags).toEqual(
      expect.arrayContaining([
        { title: 'Toyota RAV4 2021 | MotorPlaza' },
        { name: 'description', content: 'US$ 30,000' },
        { name: 'robots', content: 'noindex, follow' },
        { tagName: 'link', rel: 'canonical', href: 'https://motorplaza.pe/info-auto/42' },
        { property: 'og:type', content: 'product' },
        { property: 'og:url', content: 'https://motorplaza.pe/info-auto/42' },
        { property: 'og:image', content: 'https://motorplaza.pe/a.webp' },
        { property: 'og:image:width', content: '1600' },
        { property: 'og:image:height', content: '1200' },
        { name: 'twitter:card', content: 'summary_large_image' },
        { name: 'twitter:image', content: 'https://motorplaza.pe/a.webp' },
      ]),
    );
    expect(tags.at(-1)).toBe(ldJson);
  });
});
