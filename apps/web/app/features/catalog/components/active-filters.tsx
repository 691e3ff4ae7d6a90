import type { ChipTarget, FilterChip } from '@motorplaza/domain/catalog/filter-chips';
import { IconX } from '@tabler/icons-react';
import { type RefObject, useEffect, useRef } from 'react';
import classes from '../catalog.module.css';

interface ActiveFiltersProps {
  readonly chips: readonly FilterChip[];
  readonly onRemove: (target: ChipTarget) => void;
  readonly onClearAll: () => void;
  /** Where focus goes when no chip is left (the results heading). */
  readonly emptyFocusRef: RefObject<HTMLElement | null>;
}

/** A removal waiting for its chip to leave the list, and the place that chip held. */
interface PendingFocus {
  readonly index: number;
  /** The removed chip; null for 'Limpiar todo', which waits for every chip to leave. */
  readonly id: string | null;
}

/**
 * Spec 000 §2: applied filters as removable chips, with 'Limpiar todo'. A removed chip takes the
 * focus with it, so focus moves on to the chip that took its place (or the one before it), and to
 * the results heading when none is left (docs/decisions/0008).
 */
export function ActiveFilters({ chips, onRemove, onClearAll, emptyFocusRef }: ActiveFiltersProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const pending = useRef<PendingFocus | null>(null);

  useEffect(() => {
    const removal = pending.current;
    if (!removal) return;
    const gone = removal.id === null ? chips.length === 0 : chips.every((chip) => chip.id !== removal.id);
    if (!gone) return; // the URL has not caught up yet
    pending.current = null;
    const remaining = listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-chip]') ?? [];
    const next = remaining[Math.min(removal.index, remaining.length - 1)];
    (next ?? emptyFocusRef.current)?.focus();
  }, [chips, emptyFocusRef]);

  if (chips.length === 0) return null;
  return (
    <ul ref={listRef} className={classes.chips} aria-label="Filtros aplicados">
      {chips.map((chip, index) => (
        <li key={chip.id}>
          <button
            type="button"
            className={classes.chip}
            data-chip
            onClick={() => {
              pending.current = { index, id: chip.id };
              onRemove(chip.target);
            }}
            aria-label={`Quitar filtro: ${chip.label}`}
          >
            {chip.label}
            <IconX size={14} aria-hidden="true" />
          </button>
        </li>
      ))}
      <li>
        <button
          type="button"
          className={classes.clearAll}
          onClick={() => {
            pending.current = { index: 0, id: null };
            onClearAll();
          }}
        >
          Limpiar todo
        </button>
      </li>
    </ul>
  );
}
