import { TextInput } from '@mantine/core';
import {
  MOVEMENT_DATES_MESSAGE,
  MOVEMENT_KIND_NAMES,
  MOVEMENT_KINDS,
  type MovementKind,
} from '@motorplaza/domain/movements/movement.schema';
import { datesOutOfOrder, type MovementListState } from '@motorplaza/domain/movements/movement-list';
import { type FilterOption, ListFilterSelect } from '../../../components/list/list-filter-select';
import { ListToolbar } from '../../../components/list/list-layout';
import { ListSearch } from '../../../components/list/list-search';
import classes from './movements.module.css';

/** The choice that means "no filter" in the selects. */
const ALL = 'todos' as const;

const KIND_OPTIONS: FilterOption<MovementKind | typeof ALL>[] = [
  { value: ALL, label: 'Todos los movimientos' },
  ...MOVEMENT_KIND_NAMES.map((kind) => ({ value: kind, label: MOVEMENT_KINDS[kind].label })),
];

interface MovementsToolbarProps {
  readonly state: MovementListState;
  readonly draft: string;
  readonly users: readonly { idUsuario: number; nombre: string }[];
  readonly loading: boolean;
  readonly onDraftChange: (value: string) => void;
  readonly onSearch: () => void;
  readonly onClear: () => void;
  readonly onFilter: (change: Partial<MovementListState>) => void;
}

/** Spec 001 §2.7 search, plus the filters by user, kind and Lima calendar days (decision 0020). */
export function MovementsToolbar({
  state,
  draft,
  users,
  loading,
  onDraftChange,
  onSearch,
  onClear,
  onFilter,
}: MovementsToolbarProps) {
  const userOptions: FilterOption<string>[] = [
    { value: ALL, label: 'Todos los usuarios' },
    ...users.map((user) => ({ value: String(user.idUsuario), label: user.nombre })),
  ];
  // A filtered user not in the list (a link from elsewhere) is still shown by its id.
  if (state.idUsuario !== null && !users.some((user) => user.idUsuario === state.idUsuario)) {
    userOptions.push({ value: String(state.idUsuario), label: `Usuario #${state.idUsuario}` });
  }
  const outOfOrder = datesOutOfOrder(state);

  return (
    <ListToolbar>
      <ListSearch
        label="Buscar movimiento"
        placeholder="Buscar por usuario, acción o fecha..."
        description="Desde 3 caracteres; cada palabra debe coincidir"
        value={draft}
        onChange={onDraftChange}
        onSearch={onSearch}
        onClear={onClear}
        loading={loading && draft !== ''}
      />
      <ListFilterSelect
        label="Usuario"
        options={userOptions}
        value={state.idUsuario === null ? ALL : String(state.idUsuario)}
        onChange={(value) => onFilter({ idUsuario: value === ALL ? null : Number(value) })}
      />
      <ListFilterSelect
        label="Tipo de movimiento"
        options={KIND_OPTIONS}
        value={state.tipo ?? ALL}
        onChange={(value) => onFilter({ tipo: value === ALL ? null : value })}
      />
      <div className={classes.dates}>
        <TextInput
          type="date"
          label="Desde"
          value={state.desde}
          max={state.hasta || undefined}
          onChange={(event) => onFilter({ desde: event.currentTarget.value })}
          className={classes.dateInput}
        />
        <TextInput
          type="date"
          label="Hasta"
          value={state.hasta}
          min={state.desde || undefined}
          onChange={(event) => onFilter({ hasta: event.currentTarget.value })}
          className={classes.dateInput}
          error={outOfOrder ? <span role="alert">{MOVEMENT_DATES_MESSAGE}</span> : undefined}
        />
      </div>
    </ListToolbar>
  );
}
