import {
  VEHICLE_STATUS_LABELS,
  VEHICLE_STATUSES,
  type VehicleStatus,
} from '@motorplaza/domain/vehicles/status';
import { ListFilterSelect } from '../../../components/list/list-filter-select';
import { ListToolbar } from '../../../components/list/list-layout';
import { ListSearch } from '../../../components/list/list-search';

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
  return (
    <ListToolbar>
      <ListSearch
        label="Buscar vehículo"
        placeholder="Buscar por marca, modelo o placa..."
        value={draft}
        onChange={onDraftChange}
        onSearch={onSearch}
        onClear={onClear}
        loading={loading && draft !== ''}
      />
      <ListFilterSelect
        label="Filtrar por Estado:"
        options={STATUS_OPTIONS}
        value={estado}
        onChange={onEstadoChange}
        disabled={loading}
      />
    </ListToolbar>
  );
}
