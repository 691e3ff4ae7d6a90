import type { SliderView } from '@motorplaza/domain/catalog/catalog-view';
import type { RangeFilter as RangeKey } from '@motorplaza/domain/catalog/filter-set';
import { formatKm, formatUsd } from '@motorplaza/domain/shared/format';
import classes from '../filters.module.css';
import { DualRangeSlider } from './dual-range-slider';

const THUMB_LABELS: Record<RangeKey, [string, string]> = {
  precio: ['Precio mínimo', 'Precio máximo'],
  anio: ['Año mínimo', 'Año máximo'],
  kilometraje: ['Kilometraje mínimo', 'Kilometraje máximo'],
};

const FORMAT: Record<RangeKey, (value: number) => string> = {
  precio: formatUsd,
  anio: String,
  kilometraje: formatKm,
};

const QUICK_NAMES: Record<RangeKey, string> = {
  precio: 'Rangos de precio',
  anio: 'Rangos de año',
  kilometraje: 'Rangos de kilometraje',
};

interface RangeFilterProps {
  readonly range: RangeKey;
  readonly slider: SliderView;
  readonly onChange: (value: [number, number]) => void;
  readonly onQuickRange: (id: string) => void;
}

/** Spec 000 §2: a slider (steps of §5) plus the quick ranges of §9, each with its count. */
export function RangeFilter({ range, slider, onChange, onQuickRange }: RangeFilterProps) {
  return (
    <>
      <DualRangeSlider
        min={slider.min}
        max={slider.max}
        step={slider.step}
        value={slider.value}
        labels={THUMB_LABELS[range]}
        format={FORMAT[range]}
        onCommit={onChange}
      />
      <fieldset className={classes.quick}>
        <legend className="visually-hidden">{QUICK_NAMES[range]}</legend>
        {slider.quickRanges.map((quick) => (
          <button
            key={quick.value}
            type="button"
            className={classes.quickButton}
            aria-pressed={quick.selected}
            onClick={() => onQuickRange(String(quick.value))}
          >
            {quick.label} <span className={classes.quickCount}>({quick.count})</span>
          </button>
        ))}
      </fieldset>
    </>
  );
}
