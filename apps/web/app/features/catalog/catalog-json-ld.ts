import type { CatalogView } from '@motorplaza/domain/catalog/catalog-view';
import { vehicleFullName, vehiclePath } from '@motorplaza/domain/catalog/vehicle-listing';
import { PAGE_SIZE } from '@motorplaza/domain/shared/page-window';
import type { ItemList, WithContext } from 'schema-dts';
import { summaryItemList } from '../../lib/structured-data';

/**
 * The cars of the catalogue page shown, as Google's summary-page `ItemList`: each a ListItem with its
 * position in the whole result (page 2 starts after page 1's) and the URL of its page on this site.
 * Null when the page shows no car.
 */
export function catalogItemList(view: CatalogView, publicUrl: string): WithContext<ItemList> | null {
  if (view.results.length === 0) return null;
  return summaryItemList(
    'Autos en venta',
    view.results.map((vehicle) => ({
      name: vehicleFullName(vehicle),
      url: `${publicUrl}${vehiclePath(vehicle.idAuto)}`,
    })),
    (view.page - 1) * PAGE_SIZE + 1,
  );
}
