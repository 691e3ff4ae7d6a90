import { Button, Loader } from '@mantine/core';
import { IconAlertTriangle, IconCarOff, IconPlus, IconRefresh, IconX } from '@tabler/icons-react';
import classes from './inventory.module.css';

/** Spec 001 §2.1 loading state. */
export function InventoryLoading() {
  return (
    <div className={classes.state} role="status">
      <Loader aria-hidden="true" />
      <p className={classes.stateTitle}>Cargando vehículos...</p>
      <p>Por favor espera mientras procesamos la información</p>
    </div>
  );
}

interface InventoryErrorProps {
  readonly message: string;
  readonly onRetry: () => void;
}

/** Spec 001 §2.1 error state with the message of §8 and "Intentar nuevamente". */
export function InventoryError({ message, onRetry }: InventoryErrorProps) {
  return (
    <div className={classes.state} role="alert">
      <IconAlertTriangle size={48} stroke={1.5} aria-hidden="true" className={classes.errorIcon} />
      <p className={classes.stateTitle}>Error al cargar los datos</p>
      <p>{message}</p>
      <Button
        variant="outline"
        color="navy"
        leftSection={<IconRefresh size={18} aria-hidden="true" />}
        onClick={onRetry}
      >
        Intentar nuevamente
      </Button>
    </div>
  );
}

interface InventoryEmptyProps {
  /** Offered when a search term is applied. */
  readonly onClearSearch?: () => void;
  /** Offered to managers only. */
  readonly onAdd?: () => void;
}

/** Spec 001 §2.1 empty state. */
export function InventoryEmpty({ onClearSearch, onAdd }: InventoryEmptyProps) {
  return (
    <div className={classes.state}>
      <IconCarOff size={48} stroke={1.5} aria-hidden="true" />
      <p className={classes.stateTitle}>No se encontraron vehículos</p>
      <p>No hay vehículos que coincidan con los criterios de búsqueda.</p>
      <div className={classes.stateActions}>
        {onClearSearch && (
          <Button
            variant="default"
            leftSection={<IconX size={18} aria-hidden="true" />}
            onClick={onClearSearch}
          >
            Limpiar búsqueda
          </Button>
        )}
        {onAdd && (
          <Button
            leftSection={<IconPlus size={18} aria-hidden="true" />}
            onClick={onAdd}
            aria-haspopup="dialog"
          >
            Añadir primer vehículo
          </Button>
        )}
      </div>
    </div>
  );
}
