import type { SelectionItem } from '@motorplaza/domain/catalog/selection.schema';

/** GET /catalogo/seleccion: the saved cars' current price and state (the API client loads on demand). */
export async function getSelection(ids: readonly number[]): Promise<SelectionItem[]> {
  if (ids.length === 0) return [];
  const [{ api }, { selectionResponseSchema }] = await Promise.all([
    import('../../lib/api'),
    import('@motorplaza/domain/catalog/selection.schema'),
  ]);
  const { data } = await api.request(`/catalogo/seleccion?autos=${ids.join(',')}`, {
    schema: selectionResponseSchema,
  });
  return data.automoviles;
}
