import fc from 'fast-check';
import { SORT_OPTIONS } from '../catalog-sort';
import type { CatalogState } from '../catalog-state';
import type { CatalogVehicle } from '../catalog-vehicle.schema';
import { emptyFilterSet, type FilterSet } from '../filter-set';

/** Test data only: a plain car with any field overridden. */
export function vehicle(overrides: Partial<CatalogVehicle> = {}): CatalogVehicle {
  return {
    idAuto: 1,
    marca: 'Toyota',
    modelo: 'Corolla',
    version: 'GLI 1.8',
    color: 'Blanco',
    carroceria: 'Sedán',
    combustible: 'Gasolina',
    transmision: 'Automático',
    traccion: '4x2',
    anioFabricacion: 2019,
    anioModelo: 2019,
    kilometraje: 45_000,
    precioCompra: 17_500,
    precioAnterior: null,
    tag: '#MP0001',
    fotoPrincipal: 'principal.webp',
    cinta: null,
    swPiso: 1,
    swFacturable: false,
    swTresFilas: false,
    fechaIng: '2026-01-10T15:00:00.000Z',
    ...overrides,
  };
}

export function filters(overrides: Partial<FilterSet> = {}): FilterSet {
  return { ...emptyFilterSet(), ...overrides };
}

/** Small value pools, so random cars share values and random filters hit some of them. */
export const POOLS = {
  marca: ['Toyota', 'Hyundai', 'Kia', 'Nissan', 'Mazda', 'BMW', 'Ford', 'Suzuki', 'Honda', 'Audi'],
  modelo: ['Corolla', 'Yaris', 'Tucson', 'Rio', 'Sentra', 'CX-5', 'X1', 'Ranger', 'Swift', 'Civic'],
  color: ['Blanco', 'Plata', 'Gris', 'Negro', 'Rojo', 'Azul'],
  carroceria: ['Sedán', 'SUV', 'Camioneta', 'Hatchback', 'Pick-up'],
  combustible: ['Gasolina', 'Diésel', 'Híbrido', 'GLP', 'GNV'],
  transmision: ['Mecánico', 'Automático', 'Automático/Secuencial'],
  traccion: ['4x2', '4x4', 'AWD'],
} as const;

const pick = <T>(values: readonly T[]) => fc.constantFrom(...values);

export const vehicleArbitrary: fc.Arbitrary<CatalogVehicle> = fc
  .record({
    marca: pick(POOLS.marca),
    modelo: pick(POOLS.modelo),
    version: fc.option(fc.constantFrom('GLI 1.8', 'LX 2.0', 'Limited', 'SR 2.8 TD'), { nil: null }),
    color: fc.option(pick(POOLS.color), { nil: null }),
    carroceria: fc.option(pick(POOLS.carroceria), { nil: null }),
    combustible: fc.option(pick(POOLS.combustible), { nil: null }),
    transmision: fc.option(pick(POOLS.transmision), { nil: null }),
    traccion: fc.option(pick(POOLS.traccion), { nil: null }),
    anioFabricacion: fc.integer({ min: 2005, max: 2026 }),
    kilometraje: fc.option(fc.integer({ min: 0, max: 300_000 }), { nil: null, freq: 10 }),
    precioCompra: fc.integer({ min: 70, max: 950 }).map((hundreds) => hundreds * 100),
    tag: fc.integer({ min: 1, max: 9999 }).map((n) => `#MP${String(n).padStart(4, '0')}`),
    swPiso: fc.integer({ min: 0, max: 3 }),
    swFacturable: fc.boolean(),
    swTresFilas: fc.boolean(),
  })
  .map((fields) => vehicle(fields));

/** A list of cars with distinct ids (the list order is the loaded order). */
export const vehiclesArbitrary = (maxLength = 40): fc.Arbitrary<CatalogVehicle[]> =>
  fc
    .array(vehicleArbitrary, { maxLength })
    .map((list) => list.map((car, index) => ({ ...car, idAuto: index + 1 })));

const subset = <T>(values: readonly T[]) => fc.subarray([...values], { maxLength: 3 });
const rangeEnd = (min: number, max: number) => fc.option(fc.integer({ min, max }), { nil: null, freq: 2 });

/** A filter set as the screen can make it (the exact-value lists stay empty). */
export const filterSetArbitrary: fc.Arbitrary<FilterSet> = fc
  .record({
    marca: subset(POOLS.marca),
    modelo: subset(POOLS.modelo),
    carroceria: subset(POOLS.carroceria),
    combustible: subset(POOLS.combustible),
    transmision: subset(POOLS.transmision),
    traccion: subset(POOLS.traccion),
    swPiso: subset([0, 1, 2]),
    swFacturable: fc.constantFrom(true, null),
    swTresFilas: fc.constantFrom(true, null),
    precio: fc.tuple(rangeEnd(0, 100_000), rangeEnd(0, 100_000)),
    anio: fc.tuple(rangeEnd(2000, 2026), rangeEnd(2000, 2026)),
    kilometraje: fc.tuple(rangeEnd(0, 300_000), rangeEnd(0, 300_000)),
  })
  .map(({ precio, anio, kilometraje, ...lists }) => {
    const ordered = ([a, b]: [number | null, number | null]) =>
      a !== null && b !== null && a > b ? [b, a] : [a, b];
    const [precioMin, precioMax] = ordered(precio);
    const [anioMin, anioMax] = ordered(anio);
    const [kilometrajeMin, kilometrajeMax] = ordered(kilometraje);
    return filters({
      ...lists,
      precioMin: precioMin ?? null,
      precioMax: precioMax ?? null,
      anioMin: anioMin ?? null,
      anioMax: anioMax ?? null,
      kilometrajeMin: kilometrajeMin ?? null,
      kilometrajeMax: kilometrajeMax ?? null,
    });
  });

/** A search term of words the pools hold, in any case, or blank. */
export const termArbitrary: fc.Arbitrary<string> = fc.oneof(
  fc.constant(''),
  fc
    .array(fc.constantFrom('toyota', 'COROLLA', 'blanco', '2019', 'mp00', 'gli', 'diesel', 'x'), {
      minLength: 1,
      maxLength: 3,
    })
    .map((words) => words.join(' ')),
);

/** A state the URL can hold (everything but 'show all brands'). */
export const urlStateArbitrary: fc.Arbitrary<CatalogState> = fc.record({
  term: fc.oneof(termArbitrary, fc.string({ maxLength: 30 })),
  filters: filterSetArbitrary,
  sort: fc.constantFrom(null, ...SORT_OPTIONS.map((option) => option.value)),
  page: fc.integer({ min: 1, max: 50 }),
  view: fc.constantFrom('grid' as const, 'list' as const),
  showAllBrands: fc.constant(false),
});
