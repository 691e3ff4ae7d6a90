import { describe, expect, it } from 'vitest';
import { filterVehicles } from './catalog-filter';
import type { FilterSet } from './filter-set';
import { filters, vehicle } from './testing/vehicle-fixtures';

const cars = [
  vehicle({
    idAuto: 1,
    marca: 'Toyota',
    modelo: 'Corolla',
    carroceria: 'Sedán',
    combustible: 'Gasolina',
    transmision: 'Mecánico',
    traccion: '4x2',
    anioFabricacion: 2015,
    kilometraje: 80_000,
    precioCompra: 12_000,
    swPiso: 1,
    swFacturable: true,
    swTresFilas: false,
  }),
  vehicle({
    idAuto: 2,
    marca: 'Toyota',
    modelo: 'Fortuner',
    carroceria: 'Camioneta',
    combustible: 'Diésel',
    transmision: 'Automático',
    traccion: '4x4',
    anioFabricacion: 2020,
    kilometraje: 40_000,
    precioCompra: 38_000,
    swPiso: 2,
    swFacturable: false,
    swTresFilas: true,
  }),
  vehicle({
    idAuto: 3,
    marca: 'Kia',
    modelo: 'Rio',
    carroceria: 'Sedán',
    combustible: 'GNV',
    transmision: 'Mecánico',
    traccion: '4x2',
    anioFabricacion: 2019,
    kilometraje: 95_000,
    precioCompra: 11_500,
    swPiso: 0,
    swFacturable: true,
    swTresFilas: false,
  }),
  vehicle({
    idAuto: 4,
    marca: 'Hyundai',
    modelo: 'Tucson',
    carroceria: 'SUV',
    combustible: null,
    transmision: 'Automático',
    traccion: 'AWD',
    anioFabricacion: 2023,
    kilometraje: null,
    precioCompra: 29_900,
    swPiso: 3,
    swFacturable: false,
    swTresFilas: false,
  }),
  vehicle({
    idAuto: 5,
    marca: 'BMW',
    modelo: 'X1',
    carroceria: 'SUV',
    combustible: 'Gasolina',
    transmision: 'Automático/Secuencial',
    traccion: 'AWD',
    anioFabricacion: 2021,
    kilometraje: 0,
    precioCompra: 45_000,
    swPiso: 1,
    swFacturable: true,
    swTresFilas: false,
  }),
];

const ids = (set: FilterSet, term = '') => filterVehicles(cars, set, term).map((car) => car.idAuto);

describe('filterVehicles (spec 000 §5 filter semantics)', () => {
  it.each<[string, Partial<FilterSet>, number[]]>([
    ['no filter, every car in list order', {}, [1, 2, 3, 4, 5]],
    ['an empty array restricts nothing', { marca: [], modelo: [] }, [1, 2, 3, 4, 5]],
    ['one brand', { marca: ['Toyota'] }, [1, 2]],
    ['several brands: any of them', { marca: ['Kia', 'BMW'] }, [3, 5]],
    ['a brand no car has', { marca: ['Fiat'] }, []],
    ['model', { modelo: ['Rio'] }, [3]],
    ['body type', { carroceria: ['SUV'] }, [4, 5]],
    ['fuel; a car without fuel never matches', { combustible: ['Gasolina', 'Diésel'] }, [1, 2, 5]],
    ['transmission', { transmision: ['Mecánico'] }, [1, 3]],
    ['traction', { traccion: ['AWD'] }, [4, 5]],
    ['store San Isidro', { swPiso: [1] }, [1, 5]],
    ['Previa Cita takes every other store code', { swPiso: [0] }, [3, 4]],
    ['groups combine: all of them', { marca: ['Toyota'], carroceria: ['Sedán'] }, [1]],
    ['facturable requires true', { swFacturable: true }, [1, 3, 5]],
    ['tres filas requires true', { swTresFilas: true }, [2]],
    ['null booleans restrict nothing', { swFacturable: null, swTresFilas: null }, [1, 2, 3, 4, 5]],
    ['minimum price is inclusive', { precioMin: 29_900 }, [2, 4, 5]],
    ['maximum price is inclusive', { precioMax: 12_000 }, [1, 3]],
    ['price range', { precioMin: 11_500, precioMax: 29_900 }, [1, 3, 4]],
    ['year range inclusive at both ends', { anioMin: 2019, anioMax: 2021 }, [2, 3, 5]],
    [
      'mileage range; a car without mileage is outside',
      { kilometrajeMin: 10, kilometrajeMax: 90_000 },
      [1, 2],
    ],
    ['mileage end at the data bound restricts nothing', { kilometrajeMin: 0 }, [1, 2, 3, 4, 5]],
    ['price end below the data restricts nothing more', { precioMin: 0, precioMax: 12_000 }, [1, 3]],
    ['exact years', { anioFabricacion: [2015, 2023] }, [1, 4]],
    ['exact prices', { precioCompra: [45_000] }, [5]],
    ['exact mileages; no mileage never matches', { kilometraje: [0, 80_000] }, [1, 5]],
  ])('%s', (_, set, expected) => {
    expect(ids(filters(set))).toEqual(expected);
  });

  it('applies the search term with the filters', () => {
    expect(ids(filters({ carroceria: ['Sedán'] }), 'toyota')).toEqual([1]);
    expect(ids(filters(), 'toyota 2020')).toEqual([2]);
  });

  it('returns a new array and leaves the list alone', () => {
    const result = filterVehicles(cars, filters());
    expect(result).not.toBe(cars);
    expect(result).toEqual(cars);
  });
});
