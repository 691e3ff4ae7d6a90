import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialCatalogState } from '../catalog/catalog-state';
import { catalogView } from '../catalog/catalog-view';
import { vehicle } from '../catalog/testing/vehicle-fixtures';
import {
  alertCriteriaFromQuery,
  alertMatches,
  alertQuery,
  criteriaSummary,
  indexAlerts,
  matchingAlerts,
  matchingIndexedAlerts,
} from './alert-criteria';

const criteria = (query: string) => alertCriteriaFromQuery(query);

describe('criteriaSummary', () => {
  it.each([
    ['marca=Toyota&carroceria=SUV&precio=-25000', 'Toyota · SUV · hasta US$ 25,000'],
    ['', 'Todos los autos'],
    ['q=corolla+gli', '“corolla gli” '.trim()],
    ['precio=10000-20000&anio=2018-', 'US$ 10,000 a US$ 20,000 · año desde 2018'],
    ['km=-50000&tienda=san-isidro&facturable=1', 'Tienda San Isidro · hasta 50,000 km · Facturable'],
    ['marca=Kia&modelo=Rio&combustible=Gasolina&tres-filas=1', 'Kia · Rio · Gasolina · Tres filas'],
  ])('%s reads %s', (query, summary) => {
    expect(criteriaSummary(criteria(query))).toBe(summary);
  });
});

describe('alertQuery', () => {
  it('keeps what selects cars and drops sort, page and view', () => {
    const query = alertQuery(criteria('marca=Toyota&orden=menor-precio&pagina=3&vista=lista&precio=-25000'));
    expect(query).toBe('marca=Toyota&precio=-25000');
  });

  it('drops what does not parse, as the catalogue does', () => {
    expect(alertQuery(criteria('precio=abc&tienda=luna&marca=Mazda'))).toBe('marca=Mazda');
  });
});

describe('alertMatches', () => {
  const suv = vehicle({ idAuto: 7, marca: 'Toyota', carroceria: 'SUV', precioCompra: 24_000 });

  it.each([
    ['marca=Toyota&carroceria=SUV&precio=-25000', true],
    ['marca=Toyota&carroceria=SUV&precio=-23999', false],
    ['marca=Kia', false],
    ['q=corolla', true],
    ['q=toyota+2019', true],
    ['q=toyota+2020', false],
    ['tienda=santiago-de-surco', false],
    ['facturable=1', false],
    ['km=-45000', true],
    ['km=-44999', false],
    ['', true],
  ])('%s → %s', (query, expected) => {
    expect(alertMatches(suv, criteria(query))).toBe(expected);
  });

  it('finds the matching alerts among many', () => {
    const alerts = ['marca=Toyota', 'marca=Kia', 'precio=20000-30000', 'anio=2021-'].map((query, id) => ({
      id,
      criteria: criteria(query),
    }));
    expect(matchingAlerts(suv, alerts).map((alert) => alert.id)).toEqual([0, 2]);
  });

  it('finds the same alerts through the brand index', () => {
    const alerts = ['marca=Toyota', 'marca=Kia&marca=Toyota', 'marca=Kia', 'precio=20000-30000', ''].map(
      (query, id) => ({ id, criteria: criteria(query) }),
    );
    const ids = (found: { id: number }[]) => found.map((alert) => alert.id).sort();
    expect(ids(matchingIndexedAlerts(suv, indexAlerts(alerts)))).toEqual(ids(matchingAlerts(suv, alerts)));
    expect(ids(matchingAlerts(suv, alerts))).toEqual([0, 1, 3, 4]);
  });

  it('agrees with the catalogue view: a car matches exactly when the view of the criteria lists it', () => {
    const makes = ['Toyota', 'Kia', 'Hyundai'];
    const car = fc.record({
      idAuto: fc.integer({ min: 1, max: 1000 }),
      marca: fc.constantFrom(...makes),
      precioCompra: fc.integer({ min: 5_000, max: 60_000 }),
      anioFabricacion: fc.integer({ min: 2010, max: 2025 }),
      kilometraje: fc.integer({ min: 0, max: 200_000 }),
      swPiso: fc.constantFrom(0, 1, 2),
      swFacturable: fc.boolean(),
    });
    const query = fc.record({
      marca: fc.option(fc.constantFrom(...makes), { nil: undefined }),
      precio: fc.option(
        fc.tuple(fc.integer({ min: 5_000, max: 60_000 }), fc.integer({ min: 0, max: 30_000 })),
        {
          nil: undefined,
        },
      ),
      anio: fc.option(fc.integer({ min: 2010, max: 2025 }), { nil: undefined }),
      facturable: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(car, { minLength: 1, maxLength: 12 }), query, (cars, picked) => {
        const params = new URLSearchParams();
        if (picked.marca) params.set('marca', picked.marca);
        if (picked.precio) params.set('precio', `${picked.precio[0]}-${picked.precio[0] + picked.precio[1]}`);
        if (picked.anio) params.set('anio', `${picked.anio}-`);
        if (picked.facturable) params.set('facturable', '1');
        const inventory = cars.map((fields, index) => vehicle({ ...fields, idAuto: index + 1 }));
        const wanted = criteria(params.toString());
        const shown = catalogView(inventory, { ...initialCatalogState(), ...wanted, page: 1 });
        const listed = new Set(
          inventory.filter((car) => alertMatches(car, wanted)).map((matched) => matched.idAuto),
        );
        expect(shown.total).toBe(listed.size);
      }),
    );
  });
});
