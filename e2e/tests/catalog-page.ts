import type { CatalogVehicle } from '@motorplaza/domain/catalog/catalog-vehicle.schema';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { gotoHydrated } from './hydration';

/**
 * The catalogue specs' steps and locators: the public list the page filters, opening the page
 * hydrated, its results, count, search box and filter panel.
 */
/** The public list the page filters (spec 000 §7), for expected counts computed independently here. */
export async function catalogue(request: APIRequestContext): Promise<CatalogVehicle[]> {
  const response = await request.get('/api/v1/catalogo');
  expect(response.ok()).toBe(true);
  return (await response.json()).data.automoviles;
}

/** Opens the catalogue and waits until React has hydrated it (a click before that would do nothing). */
export async function openCatalog(page: Page, query = ''): Promise<void> {
  await gotoHydrated(page, `/compra-tu-auto${query}`);
}

export const results = (page: Page) =>
  page.getByRole('list', { name: 'Autos encontrados' }).getByRole('article');
export const countHeading = (page: Page) => page.getByRole('status').getByRole('heading', { level: 2 });
export const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Buscar autos' });
export const panel = (page: Page) => page.getByRole('complementary', { name: 'Filtros' });

export async function expectCount(page: Page, total: number): Promise<void> {
  await expect(countHeading(page)).toHaveText(total === 1 ? '1 resultado' : `${total} resultados`);
}

/** Opens a collapsed filter group by its header button. */
export async function openGroup(page: Page, name: string): Promise<Locator> {
  const header = panel(page).getByRole('button', { name: new RegExp(`^${name}`) });
  if ((await header.getAttribute('aria-expanded')) === 'false') await header.click();
  await expect(header).toHaveAttribute('aria-expanded', 'true');
  return panel(page).locator(`#${await header.getAttribute('aria-controls')}`);
}

export const option = (scope: Locator, label: string) =>
  scope.getByRole('checkbox', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`) });

export function countBy<T>(items: readonly T[], key: (item: T) => string): [string, number][] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}
