import type { ChipTarget, FilterChip } from '@motorplaza/domain/catalog/filter-chips';
import { IconX } from '@tabler/icons-react';
import classes from '../catalog.module.css';

interface ActiveFiltersProps {
  readonly chips: readonly FilterChip[];
  readonly onRemove: (target: ChipTarget) => void;
  readonly onClearAll: () => void;
}

/** Spec 000 §2: applied filters as removable chips, with 'Limpiar todo'. */
export function ActiveFilters({ chips, onRemove, onClearAll }: ActiveFiltersProps) {
  if (chips.length === 0) return null;
  return (
    <ul className={classes.chips} aria-label="Filtros aplicados">
      {chips.map((chip) => (
        <li key={chip.id}>
          <button
            type="button"
            className={classes.chip}
            onClick={() => onRemove(chip.target)}
            aria-label={`Quitar filtro: ${chip.label}`}
          >
            {chip.label}
            <IconX size={14} aria-hidden="true" />
          </button>
        </li>
      ))}
      <li>
        <button type="button" className={classes.clearAll} onClick={onClearAll}>
          Limpiar todo
        </button>
      </li>
    </ul>
  );
}
