import { describe, expect, it } from 'vitest';
import { catalogOptions } from './catalog-options';
import { filterChips, rangeChipLabel, removeChip } from './filter-chips';
import { filterBounds } from './filter-set';
import { filters, vehicle } from './testing/vehicle-fixtures';

const list = [
  vehicle({ idAuto: 1, marca: 'Toyota', modelo: 'Yaris', precioCompra: 9_000, anioFabricacion: 2012 }),
  vehicle({ idAuto: 2, marca: 'Kia', modelo: 'Rio', precioCompra: 40_000, anioFabricacion: 2024 }),
];
const bounds = filterBounds(list);
const options = catalogOptions(list);

describe('filter chips (spec 000 §2)', () => {
  it('shows every applied filter in panel order', () => {
    const set = filters({
      swFacturable: true,
      carroceria: ['SUV'],
      marca: ['Kia'],
      swPiso: [0, 2],
      precioMin: 10_000,
      precioMax: 20_000,
      anioMin: 2020,
      kilometrajeMax: 50_000,
    });
    expect(filterChips(set, bounds).map((chip) => chip.label)).toEqual([
      'Previa Cita',
      'Tienda Santiago de Surco',
      'Kia',
      'Precio: US$ 10,000 - US$ 20,000',
      'Año: desde 2020',
      'SUV',
      'Kilometraje: hasta 50,000 km',
      'Facturable',
    ]);
  });

  it('has no chip for a range at its bounds', () => {
    expect(filterChips(filters({ precioMin: 9_000, anioMax: 2024 }), bounds)).toEqual([]);
  });

  it.each([
    ['precio', [0, 20_000], 'Precio: US$ 0 - US$ 20,000'],
    ['anio', [null, 2009], 'Año: hasta 2009'],
    ['kilometraje', [80_000, null], 'Kilometraje: desde 80,000 km'],
  ] as const)('%s %j reads %j', (range, ends, label) => {
    expect(rangeChipLabel(range, ends)).toBe(label);
  });

  it.each([
    ['an option', filters({ combustible: ['GLP', 'GNV'] }), 'GLP', filters({ combustible: ['GNV'] })],
    [
      'a brand, with its models',
      filters({ marca: ['Toyota', 'Kia'], modelo: ['Yaris', 'Rio'] }),
      'Toyota',
      filters({ marca: ['Kia'], modelo: ['Rio'] }),
    ],
    ['a boolean', filters({ swTresFilas: true }), 'Tres filas', filters()],
    ['both ends of a range', filters({ anioMin: 2015, anioMax: 2019 }), 'Año: 2015 - 2019', filters()],
    [
      'an exact value',
      filters({ anioFabricacion: [2015, 2019] }),
      'Año 2015',
      filters({ anioFabricacion: [2019] }),
    ],
  ])('removing the chip of %s removes it', (_, set, label, expected) => {
    const chip = filterChips(set, bounds).find((candidate) => candidate.label === label);
    if (!chip) throw new Error(`no chip ${label}`);
    expect(removeChip(set, chip.target, options)).toEqual(expected);
  });
});
