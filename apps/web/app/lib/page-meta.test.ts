import { describe, expect, it } from 'vitest';
import { pageMeta } from './page-meta';

const matches = [
  {
    id: 'root',
    loaderData: { publicUrl: 'https://motorplaza.pe/', settings: { nombreEmpresa: 'MotorPlaza' } },
  },
];

// The dealership's own preview (lib/site-preview): a Vite asset under the public URL.
const siteImage = expect.stringMatching(/^https:\/\/motorplaza\.pe\/.*site-preview.*\.jpg$/);
const siteAlt = 'MotorPlaza: autos nuevos y seminuevos en Lima';

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
      { property: 'og:image', content: siteImage },
      { property: 'og:image:type', content: 'image/jpeg' },
      { property: 'og:image:width', content: '1200' },
      { property: 'og:image:height', content: '630' },
      { property: 'og:image:alt', content: siteAlt },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: 'Compra tu auto | MotorPlaza' },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: siteImage },
      { name: 'twitter:image:alt', content: siteAlt },
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
        image: {
          url: 'https://motorplaza.pe/a-og.jpg',
          width: 1200,
          height: 630,
          type: 'image/jpeg',
          alt: 'RAV4',
        },
        product: { amount: 30_000, currency: 'USD', availability: 'out of stock', condition: 'used' },
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
        { property: 'og:image', content: 'https://motorplaza.pe/a-og.jpg' },
        { property: 'og:image:type', content: 'image/jpeg' },
        { property: 'og:image:width', content: '1200' },
        { property: 'og:image:height', content: '630' },
        { property: 'product:price:amount', content: '30000' },
        { property: 'product:price:currency', content: 'USD' },
        { property: 'product:availability', content: 'out of stock' },
        { property: 'product:condition', content: 'used' },
        { name: 'twitter:card', content: 'summary_large_image' },
        { name: 'twitter:image', content: 'https://motorplaza.pe/a-og.jpg' },
      ]),
    );
    expect(tags.at(-1)).toBe(ldJson);
  });

  it('says og:type product only with the product tags it expects', () => {
    const types = (overrides: Parameters<typeof pageMeta>[1]) =>
      pageMeta({ location: { pathname: '/info-auto/42' }, matches }, overrides).filter(
        (tag) =>
          'property' in tag && (tag.property === 'og:type' || String(tag.property).startsWith('product:')),
      );
    expect(types({})).toEqual([{ property: 'og:type', content: 'website' }]);
    expect(types({ product: { amount: 1, currency: 'USD', availability: 'in stock' } })).toEqual([
      { property: 'og:type', content: 'product' },
      { property: 'product:price:amount', content: '1' },
      { property: 'product:price:currency', content: 'USD' },
      { property: 'product:availability', content: 'in stock' },
    ]);
  });
});
