import { describe, expect, it } from 'vitest';
import { vehicleKeys } from '../../../lib/admin-vehicles';
import { filterParams, pageParams, samePagesOf } from './get-vehicles';

const page = { estado: 'DISPONIBLE', sort: 'reciente', page: 3, pageSize: 12 } as const;

describe('the list request (docs/decisions/0034)', () => {
  it('sends status, order, page and size, and the term only when there is one', () => {
    expect(pageParams(page).toString()).toBe('estado=DISPONIBLE&sort=reciente&page=3&pageSize=12');
    expect(pageParams({ ...page, estado: 'SELL IN', q: 'toyota rav' }).toString()).toBe(
      'estado=SELL+IN&sort=reciente&q=toyota+rav&page=3&pageSize=12',
    );
  });

  it('asks the export source for the same filter, without paging', () => {
    expect(filterParams({ ...page, q: 'ABC-123' }).toString()).toBe(
      'estado=DISPONIBLE&sort=reciente&q=ABC-123',
    );
  });
});

describe('samePagesOf (what stays on screen while a page loads)', () => {
  const shown = { automoviles: [], total: 40, page: 3, pageSize: 12 };

  it('keeps the page of the same status and term while another page loads', () => {
    const placeholder = samePagesOf(page);
    expect(placeholder(shown, { queryKey: vehicleKeys.page({ ...page, page: 2 }) })).toBe(shown);
  });

  it('drops it when the status, the term or the order changed, or nothing was shown', () => {
    expect(samePagesOf({ ...page, estado: 'VENDIDO' })(shown, { queryKey: vehicleKeys.page(page) })).toBe(
      undefined,
    );
    expect(samePagesOf({ ...page, q: 'kia' })(shown, { queryKey: vehicleKeys.page(page) })).toBe(undefined);
    expect(samePagesOf({ ...page, sort: 'precioAsc' })(shown, { queryKey: vehicleKeys.page(page) })).toBe(
      undefined,
    );
    expect(samePagesOf(page)(undefined, undefined)).toBe(undefined);
  });
});
