import { Button, Loader } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './list.module.css';

interface ListLoadingProps {
  /** "Cargando vehículos..." */
  readonly title: string;
  readonly text?: string;
}

/** A staff list's loading state (spec 001 §2.1). */
export function ListLoading({ title, text }: ListLoadingProps) {
  return (
    <div className={classes.state} role="status">
      <Loader aria-hidden="true" />
      <p className={classes.stateTitle}>{title}</p>
      {text && <p>{text}</p>}
    </div>
  );
}

interface ListErrorProps {
  readonly message: string;
  readonly onRetry: () => void;
  readonly title?: string;
  /** The retry button's text (the reports say 'Reintentar', spec 000 §2). */
  readonly retryLabel?: string;
}

/** A staff list's error state: "Error al cargar los datos", the message and "Intentar nuevamente". */
export function ListError({
  message,
  onRetry,
  title = 'Error al cargar los datos',
  retryLabel = 'Intentar nuevamente',
}: ListErrorProps) {
  return (
    <div className={classes.state} role="alert">
      <IconAlertTriangle size={48} stroke={1.5} aria-hidden="true" className={classes.errorIcon} />
      <p className={classes.stateTitle}>{title}</p>
      {message && <p>{message}</p>}
      <Button
        variant="outline"
        color="navy"
        leftSection={<IconRefresh size={18} aria-hidden="true" />}
        onClick={onRetry}
      >
        {retryLabel}
      </Button>
    </div>
  );
}

interface ListEmptyProps {
  readonly icon: ReactNode;
  /** "No se encontraron vehículos" */
  readonly title: string;
  readonly text?: string;
  /** Its buttons ("Limpiar búsqueda", "Añadir primer vehículo"). */
  readonly children?: ReactNode;
}

/** A staff list's empty state. */
export function ListEmpty({ icon, title, text, children }: ListEmptyProps) {
  return (
    <div className={classes.state}>
      {icon}
      <p className={classes.stateTitle}>{title}</p>
      {text && <p>{text}</p>}
      {children && <div className={classes.stateActions}>{children}</div>}
    </div>
  );
}

/** The empty state's 'Limpiar búsqueda', when a search found nothing. */
export function ClearSearchButton({
  term,
  onClear,
}: {
  readonly term: string;
  readonly onClear: () => void;
}) {
  if (!term) return null;
  return (
    <Button variant="light" onClick={onClear}>
      Limpiar búsqueda
    </Button>
  );
}

/** The empty state's 'Limpiar filtros', when a search or filter (useListControls) emptied the list. */
export function ClearFiltersButton({
  controls,
}: {
  readonly controls: { readonly isFiltered: boolean; readonly clearFilters: () => void };
}) {
  if (!controls.isFiltered) return null;
  return (
    <Button variant="light" onClick={controls.clearFilters}>
      Limpiar filtros
    </Button>
  );
}
