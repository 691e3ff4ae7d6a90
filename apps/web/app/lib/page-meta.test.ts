import { describe, expect, it } from 'vitest';
import { pageMeta } from './page-meta';

const matches = [{ id: 'root', loaderData: { publicUrl: 'https://motorplaza.pe/' } }];

describe('pageMeta', () => {
  it('describes a public page for search engines', () => {
    expect(pageMeta({ location: { pathname: '/compra-tu-auto' }, matches })).toEqual([
      { title: 'Compra tu auto | MotorPlaza' },
      { name: 'description', content: expect.stringContaining('Catálogo') },
      { name: 'keywords', content: expect.stringContaining('autos usados') },
      { name: 'robots', content: 'index, follow' },
      { tagName: 'link', rel: 'canonical', href: 'https://motorplaza.pe/compra-tu-auto' },
    ]);
  });

  it('keeps every back-office page out of search engines', () => {
    const tags = pageMeta({ location: { pathname: '/admin/reportes/ventas' }, matches });
    expect(tags).toContainEqual({ title: 'Reporte de Ventas | MotorPlaza' });
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex, nofollow' });
  });

  it('matches vehicle pages by their pattern', () => {
    const tags = pageMeta({ location: { pathname: '/info-auto/42' }, matches });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://motorplaza.pe/info-auto/42',
    });
  });
});
