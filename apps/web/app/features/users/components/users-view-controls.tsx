import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import type { UserStateFilter } from '@motorplaza/domain/users/user-admin.schema';
import { IconLayoutGrid, IconTable } from '@tabler/icons-react';
import classes from './users.module.css';

export type UsersView = 'cards' | 'table';

interface UsersViewControlsProps {
  readonly estado: UserStateFilter;
  readonly counts: { readonly activos: number; readonly inactivos: number; readonly todos: number } | null;
  readonly onEstadoChange: (estado: UserStateFilter) => void;
  /** Null hides the toggle (phones always show cards). */
  readonly view: UsersView | null;
  readonly onViewChange: (view: UsersView) => void;
}

const QUICK_FILTERS: readonly { value: UserStateFilter; label: string }[] = [
  { value: 'activos', label: 'Activos' },
  { value: 'inactivos', label: 'Inactivos' },
  { value: 'todos', label: 'Todos' },
];

/** Spec 001 §2.8: quick filters Activos (n) / Inactivos (n) / Todos (n) and the cards/table toggle. */
export function UsersViewControls({
  estado,
  counts,
  onEstadoChange,
  view,
  onViewChange,
}: UsersViewControlsProps) {
  return (
    <div className={classes.controls}>
      <Group gap={6} role="group" aria-label="Filtrar por estado">
        {QUICK_FILTERS.map(({ value, label }) => (
          <Button
            key={value}
            size="sm"
            variant={estado === value ? 'filled' : 'default'}
            color={estado === value ? 'navy.8' : undefined}
            aria-pressed={estado === value}
            onClick={() => onEstadoChange(value)}
          >
            {label} ({counts ? counts[value] : '…'})
          </Button>
        ))}
      </Group>
      {view !== null && (
        <Group gap={4} role="group" aria-label="Vista">
          {(
            [
              ['cards', 'Vista de tarjetas', IconLayoutGrid],
              ['table', 'Vista de tabla', IconTable],
            ] as const
          ).map(([value, label, Icon]) => (
            <Tooltip key={value} label={label} withArrow>
              <ActionIcon
                size="lg"
                variant={view === value ? 'filled' : 'default'}
                color={view === value ? 'navy.8' : undefined}
                aria-label={label}
                aria-pressed={view === value}
                onClick={() => onViewChange(value)}
              >
                <Icon size={20} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
          ))}
        </Group>
      )}
    </div>
  );
}
