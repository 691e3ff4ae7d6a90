import { IconCarOff } from '@tabler/icons-react';
import classes from '../catalog.module.css';

interface CatalogEmptyProps {
  /** Offered when there is something to clear. */
  readonly onClearAll?: () => void;
}

/** Spec 000 §2: loaded with zero results (also after a failed load, §4). */
export function CatalogEmpty({ onClearAll }: CatalogEmptyProps) {
  return (
    <div className={classes.state}>
      <IconCarOff size={48} stroke={1.5} aria-hidden="true" />
      <h3 className={classes.stateTitle}>No se encontraron autos</h3>
      <p>Intenta ajustar tus filtros de búsqueda.</p>
      {onClearAll && (
        <button type="button" className={classes.clearAll} onClick={onClearAll}>
          Limpiar filtros
        </button>
      )}
    </div>
  );
}
