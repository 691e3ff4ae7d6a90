import { catalogPage } from '@motorplaza/domain/catalog/catalog-page';
import { catalogStateFromSearchParams } from '@motorplaza/domain/catalog/catalog-url';
import { vehicle } from '@motorplaza/domain/catalog/testing/vehicle-fixtures';
import { PAGE_SIZE } from '@motorplaza/domain/shared/page-window';
import { structuredDataProblems } from '@motorplaza/domain/testing/structured-data-rules';
import { describe, expect, it } from 'vitest';
import { catalogItemList } from './catalog-json-ld';

const SITE = 'https://motorplaza.pe';

const cars = Array.from({ length: PAGE_SIZE + 3 }, (_, index) =>
  vehicle({
    idAuto: index + 1,
    marca: 'Kia',
    modelo: 'Rio',
    version: null,
    anioFabricacion: 2020,
    fechaIng: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(),
  }),
);
const view = (query: string) =>
  catalogPage(cars, catalogStateFromSearchParams(new URLSearchParams(query))).view;

describe('the catalogue page ItemList', () => {
  it("lists the page's cars with their position and URL, and passes Google's summary-list rules", () => {
    const page = view('');
    const list = catalogItemList(page, SITE);
    expect(list?.itemListElement).toHaveLength(PAGE_SIZE);
    expect(list?.itemListElement).toContainEqual({
      '@type': 'ListItem',
      position: 1,
      url: `${SITE}/info-auto/${page.results[0]?.idAuto}`,
      name: 'Kia Rio 2020',
    });
    expect(structuredDataProblems(list, SITE)).toEqual([]);
  });

  it('numbers a later page after the earlier ones', () => {
    const list = catalogItemList(view('pagina=2'), SITE);
    const items = (list?.itemListElement ?? []) as unknown as { position: number }[];
    expect(items.map((item) => item.position)).toEqual([PAGE_SIZE + 1, PAGE_SIZE + 2, PAGE_SIZE + 3]);
    expect(structuredDataProblems(list, SITE)).toEqual([]);
  });

  it('is left out when the page shows no car', () => {
    expect(catalogItemList(view('marca=Ferrari'), SITE)).toBeNull();
  });

  it('finds an item that points off the site', () => {
    const list = catalogItemList(view(''), SITE);
    expect(structuredDataProblems(list, 'https://otro.pe')[0]).toMatch(/points off https:\/\/otro\.pe/);
  });
});
