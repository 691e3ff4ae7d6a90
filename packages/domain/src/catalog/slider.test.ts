import { describe, expect, it } from 'vitest';
import { filterBounds } from './filter-set';
import { moveThumb, SLIDER_STEPS, sliderBounds, sliderValue, withSliderRange } from './slider';
import { filters, vehicle } from './testing/vehicle-fixtures';

const bounds = filterBounds([
  vehicle({ precioCompra: 7_050, anioFabricacion: 2010, kilometraje: 5 }),
  vehicle({ precioCompra: 94_980, anioFabricacion: 2026, kilometraje: 187_654 }),
]);

describe('slider steps and ends (spec 000 §5)', () => {
  it('steps: price 100, year 1, mileage 10', () => {
    expect(SLIDER_STEPS).toEqual({ precio: 100, anio: 1, kilometraje: 10 });
  });

  it.each([
    ['precio', { min: 7_000, max: 95_000 }],
    ['anio', { min: 2010, max: 2026 }],
    ['kilometraje', { min: 0, max: 187_660 }],
  ] as const)('%s slider widens the data bounds to whole steps', (range, expected) => {
    expect(sliderBounds(bounds, range)).toEqual(expected);
  });

  it('shows unset ends at the slider ends and clamps values outside it', () => {
    expect(sliderValue(filters(), bounds, 'anio')).toEqual([2010, 2026]);
    expect(sliderValue(filters({ precioMin: 0, precioMax: 20_000 }), bounds, 'precio')).toEqual([
      7_000, 20_000,
    ]);
  });
});

describe('moveThumb (spec 000 §4: the moved thumb is clamped to the other)', () => {
  const ends = { min: 0, max: 1_000 };
  it.each([
    ['min moves freely below max', [100, 500], 'min', 300, [300, 500]],
    ['min cannot pass max', [100, 500], 'min', 800, [500, 500]],
    ['max moves freely above min', [100, 500], 'max', 200, [100, 200]],
    ['max cannot go below min', [300, 500], 'max', 50, [300, 300]],
    ['snaps to the step', [100, 500], 'min', 234, [200, 500]],
    ['stays inside the slider', [100, 500], 'max', 5_000, [100, 1_000]],
    ['stays inside the slider at the bottom', [100, 500], 'min', -50, [0, 500]],
  ] as const)('%s', (_, range, thumb, value, expected) => {
    expect(moveThumb(range, thumb, value, ends, 100)).toEqual(expected);
  });
});

describe('withSliderRange', () => {
  it('stores ends left at the slider ends as not applied', () => {
    expect(withSliderRange(filters(), bounds, 'precio', [7_000, 95_000])).toEqual(filters());
    expect(withSliderRange(filters(), bounds, 'precio', [12_000, 95_000])).toEqual(
      filters({ precioMin: 12_000 }),
    );
    expect(withSliderRange(filters(), bounds, 'anio', [2010, 2019])).toEqual(filters({ anioMax: 2019 }));
  });
});
