import { ActionIcon, Badge, Button, Input, Select, TextInput } from '@mantine/core';
import { statusColor } from '@motorplaza/domain/vehicles/inventory-card';
import {
  VEHICLE_STATUS_LABELS,
  VEHICLE_STATUSES,
  type VehicleStatus,
} from '@motorplaza/domain/vehicles/status';
import { resultsSummary } from '@motorplaza/domain/vehicles/vehicle-messages';
import { IconSearch, IconX } from '@tabler/icons-react';
import { type FormEvent, useId } from 'react';
import classes from './inventory.module.css';

interface InventoryToolbarProps {
  readonly draft: string;
  readonly estado: VehicleStatus;
  readonly loading: boolean;
  readonly onDraftChange: (value: string) => void;
  readonly onSearch: () => void;
  readonly onClear: () => void;
  readonly onEstadoChange: (estado: VehicleStatus) => void;
}

const STATUS_OPTIONS = VEHICLE_STATUSES.map((status) => ({
  value: status,
  label: VEHICLE_STATUS_LABELS[status],
}));

function isStatus(value: string): value is VehicleStatus {
  return (VEHICLE_STATUSES as readonly string[]).includes(value);
}

/** Spec 001 §2.1: search (Enter or the button), clear, and "Filtrar por Estado:". */
export function InventoryToolbar({
  draft,
  estado,
  loading,
  onDraftChange,
  onSearch,
  onClear,
  onEstadoChange,
}: InventoryToolbarProps) {
  const statusId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch();
  }

  return (
    <div className={classes.toolbar}>
      <search className={classes.search}>
        <form className={classes.searchForm} onSubmit={submit}>
          <TextInput
            className={classes.searchInput}
            label="Buscar vehículo"
            type="search"
            placeholder="Buscar por marca, modelo o placa..."
            value={draft}
            onChange={(event) => onDraftChange(event.currentTarget.value)}
            leftSection={<IconSearch size={18} aria-hidden="true" />}
            rightSection={
              draft ? (
                <ActionIcon variant="subtle" color="gray" aria-label="Limpiar búsqueda" onClick={onClear}>
                  <IconX size={16} aria-hidden="true" />
                </ActionIcon>
              ) : null
            }
            maxLength={100}
          />
          <Button
            type="submit"
            aria-label="Buscar"
            className={classes.searchButton}
            loading={loading && draft !== ''}
          >
            <IconSearch size={18} aria-hidden="true" />
          </Button>
        </form>
      </search>
      {/* A label of our own: with `label` Mantine also names its always-mounted listbox by it, so the
          label would point at two elements. */}
      <div className={classes.statusSelect}>
        <Input.Label htmlFor={statusId}>Filtrar por Estado:</Input.Label>
        <Select
          id={statusId}
          data={STATUS_OPTIONS}
          value={estado}
          allowDeselect={false}
          disabled={loading}
          onChange={(value) => {
            if (value !== null && isStatus(value)) onEstadoChange(value);
          }}
        />
      </div>
    </div>
  );
}

interface ResultsSummaryProps {
  readonly count: number;
  readonly estado: VehicleStatus;
}

/** Spec 001 §2.1 "Mostrando: N resultados" (singular for one) with the badge of the current status. */
export function ResultsSummary({ count, estado }: ResultsSummaryProps) {
  return (
    <div className={classes.summary} role="status">
      {/* One text node, as the spec words it. */}
      <span>{resultsSummary(count)}</span>
      <Badge color={statusColor(estado)} variant="filled" className={classes.summaryBadge}>
        {VEHICLE_STATUS_LABELS[estado]}
      </Badge>
    </div>
  );
}
