import type { ViewMode } from '@motorplaza/domain/catalog/catalog-state';
import type { CatalogVehicle } from '@motorplaza/domain/catalog/catalog-vehicle.schema';
import { CarCard } from '../../../components/car-card';
import classes from '../catalog.module.css';

interface CatalogResultsProps {
  readonly vehicles: readonly CatalogVehicle[];
  readonly view: ViewMode;
  readonly exchangeRate: number;
  readonly onOpenDetail: (vehicle: CatalogVehicle, origin: HTMLElement | null) => void;
}

/** The first row of a desktop grid: its photos load at once (the largest paint of the page). */
const PRIORITY_CARDS = 3;

/** The cards of the current page, in the chosen view (spec 000 §2). */
export function CatalogResults({ vehicles, view, exchangeRate, onOpenDetail }: CatalogResultsProps) {
  return (
    <ul className={view === 'grid' ? classes.grid : classes.listView} aria-label="Autos encontrados">
      {vehicles.map((vehicle, index) => (
        <li key={vehicle.idAuto}>
          <CarCard
            vehicle={vehicle}
            exchangeRate={exchangeRate}
            priority={index < PRIORITY_CARDS}
            onOpenDetail={onOpenDetail}
            layout={view}
          />
        </li>
      ))}
    </ul>
  );
}
