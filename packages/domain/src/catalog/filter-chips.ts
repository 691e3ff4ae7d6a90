import { formatKm, formatUsd } from '../shared/format';
import { withBrands } from './brand-models';
import { type CatalogOptions, optionLabel } from './catalog-options';
import {
  BOOLEAN_FILTERS,
  type BooleanFilter,
  EXACT_VALUE_FILTERS,
  type ExactValueFilter,
  type FilterBounds,
  type FilterSet,
  isOptionGroup,
  isRangeActive,
  isRangeFilter,
  type OptionGroup,
  PANEL_GROUPS,
  type RangeFilter,
  rangeOf,
} from './filter-set';
import { withRange } from './quick-filters';

/** What removing a chip takes away. */
export type ChipTarget =
  | { kind: 'option'; group: OptionGroup; value: string | number }
  | { kind: 'boolean'; key: BooleanFilter }
  | { kind: 'range'; range: RangeFilter }
  | { kind: 'exact'; key: ExactValueFilter; value: number };

export interface FilterChip {
  /** Unique among the chips, stable for React keys. */
  id: string;
  label: string;
  target: ChipTarget;
}

export const BOOLEAN_LABELS: Record<BooleanFilter, string> = {
  swFacturable: 'Facturable',
  swTresFilas: 'Tres filas',
};

export const RANGE_LABELS: Record<RangeFilter, string> = {
  precio: 'Precio',
  anio: 'Año',
  kilometraje: 'Kilometraje',
};

const EXACT_LABEL: Record<ExactValueFilter, (value: number) => string> = {
  anioFabricacion: (value) => `Año ${value}`,
  kilometraje: formatKm,
  precioCompra: formatUsd,
};

const RANGE_FORMAT: Record<RangeFilter, (value: number) => string> = {
  precio: formatUsd,
  anio: String,
  kilometraje: formatKm,
};

/** 'Precio: US$ 10,000 - US$ 15,000', 'Año: desde 2020', 'Kilometraje: hasta 10,000 km'. */
export function rangeChipLabel(
  range: RangeFilter,
  [min, max]: readonly [number | null, number | null],
): string {
  const format = RANGE_FORMAT[range];
  const text =
    min !== null && max !== null
      ? `${format(min)} - ${format(max)}`
      : min !== null
        ? `desde ${format(min)}`
        : `hasta ${format(max ?? 0)}`;
  return `${RANGE_LABELS[range]}: ${text}`;
}

/** Spec 000 §2: every applied filter as a removable chip, in the order of the filter panel. */
export function filterChips(filters: FilterSet, bounds: FilterBounds): FilterChip[] {
  const chips: FilterChip[] = [];
  for (const group of PANEL_GROUPS) {
    if (isOptionGroup(group)) {
      for (const value of filters[group]) {
        const target: ChipTarget = { kind: 'option', group, value };
        chips.push({ id: `${group}:${value}`, label: optionLabel(group, value), target });
      }
    } else if (isRangeFilter(group)) {
      if (isRangeActive(filters, group, bounds)) {
        const label = rangeChipLabel(group, rangeOf(filters, group));
        chips.push({ id: `range:${group}`, label, target: { kind: 'range', range: group } });
      }
    } else {
      for (const key of BOOLEAN_FILTERS) {
        if (filters[key] === null) continue;
        chips.push({ id: key, label: BOOLEAN_LABELS[key], target: { kind: 'boolean', key } });
      }
    }
  }
  for (const key of EXACT_VALUE_FILTERS) {
    for (const value of filters[key]) {
      chips.push({
        id: `${key}:${value}`,
        label: EXACT_LABEL[key](value),
        target: { kind: 'exact', key, value },
      });
    }
  }
  return chips;
}

/** Spec 000 §4: clicking a chip removes its filter; removing a brand drops models that no longer apply. */
export function removeChip(filters: FilterSet, target: ChipTarget, options: CatalogOptions): FilterSet {
  switch (target.kind) {
    case 'option': {
      const remaining = (filters[target.group] as (string | number)[]).filter(
        (value) => value !== target.value,
      );
      return target.group === 'marca'
        ? withBrands(filters, remaining as string[], options)
        : { ...filters, [target.group]: remaining };
    }
    case 'boolean':
      return { ...filters, [target.key]: null };
    case 'range':
      return withRange(filters, target.range, null, null);
    case 'exact':
      return { ...filters, [target.key]: filters[target.key].filter((value) => value !== target.value) };
  }
}
