import type { FilterBounds, FilterSet, NumberRange, RangeFilter } from './filter-set';
import { rangeOf } from './filter-set';
import { withRange } from './quick-filters';

/** Spec 000 §5 slider steps. */
export const SLIDER_STEPS: Record<RangeFilter, number> = { precio: 100, anio: 1, kilometraje: 10 };

/** The slider's own ends: the data's bounds widened to whole steps, so every step lands on a round value. */
export function sliderBounds(bounds: FilterBounds, range: RangeFilter): NumberRange {
  const step = SLIDER_STEPS[range];
  const { min, max } = bounds[range];
  return { min: Math.floor(min / step) * step, max: Math.ceil(max / step) * step };
}

/** The two thumbs of a range: a null end sits at the slider's end, a value outside it at that end. */
export function sliderValue(filters: FilterSet, bounds: FilterBounds, range: RangeFilter): [number, number] {
  const ends = sliderBounds(bounds, range);
  const [min, max] = rangeOf(filters, range);
  const clamp = (value: number) => Math.min(Math.max(value, ends.min), ends.max);
  return [clamp(min ?? ends.min), clamp(max ?? ends.max)];
}

export type Thumb = 'min' | 'max';

/**
 * Spec 000 §4: a min thumb cannot pass the max and a max cannot go below the min: the moved thumb
 * is clamped to the other one. The value also snaps to the step and stays inside the slider.
 */
export function moveThumb(
  [min, max]: readonly [number, number],
  thumb: Thumb,
  value: number,
  ends: NumberRange,
  step: number,
): [number, number] {
  const snapped = ends.min + Math.round((value - ends.min) / step) * step;
  const inside = Math.min(Math.max(snapped, ends.min), ends.max);
  return thumb === 'min' ? [Math.min(inside, max), max] : [min, Math.max(inside, min)];
}

/** Stores a slider position: an end left at the slider's end is stored as null (not applied). */
export function withSliderRange(
  filters: FilterSet,
  bounds: FilterBounds,
  range: RangeFilter,
  [min, max]: readonly [number, number],
): FilterSet {
  const ends = sliderBounds(bounds, range);
  return withRange(filters, range, min <= ends.min ? null : min, max >= ends.max ? null : max);
}
