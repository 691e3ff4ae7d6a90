/**
 * The catalogue rules over 10,000 generated cars (issue #3 "Speed"): one keystroke of search plus
 * every filter, the facet counts, sorting and paging, i.e. one `catalogView` call as the browser makes
 * it on each key release. Target: under 16 ms median (one frame at 60 Hz).
 *
 *   npx tsx bench/catalog-rules.bench.ts            (or: npm run bench -w @motorplaza/bench)
 */
import { performance } from 'node:perf_hooks';
import type { CatalogState } from '@motorplaza/domain/catalog/catalog-state';
import { initialCatalogState } from '@motorplaza/domain/catalog/catalog-state';
import type { CatalogVehicle } from '@motorplaza/domain/catalog/catalog-vehicle.schema';
import { catalogView } from '@motorplaza/domain/catalog/catalog-view';
import { emptyFilterSet } from '@motorplaza/domain/catalog/filter-set';
import { Random } from '../apps/api/src/seed/random';
import { chooseCar } from '../apps/api/src/seed/vehicle-choice';
import { COLORS } from '../apps/api/src/seed/vehicle-data';

const CARS = 10_000;
const WARM_UP = 30;
const ITERATIONS = Number(process.env.ITERATIONS ?? 300);
const NOW = new Date('2026-06-01T12:00:00-05:00');

/** Cars drawn like the demo stock (brands by market share, ages, mileage and prices of Lima). */
function generateCars(count: number, seed: number): CatalogVehicle[] {
  const random = new Random(seed);
  return Array.from({ length: count }, (_, index) => {
    const entryYear = random.int(2024, 2026);
    const car = chooseCar(random, NOW, entryYear);
    const id = count - index;
    return {
      idAuto: id,
      marca: car.brand.marca,
      modelo: car.spec.modelo,
      version: `${random.pick(car.spec.versiones)} ${car.engine.label}`,
      color: random.weighted(COLORS),
      carroceria: car.spec.carroceria,
      combustible: car.combustible,
      transmision: random.pick(car.spec.cajas),
      traccion: random.pick(car.spec.tracciones),
      anioFabricacion: car.anioFabricacion,
      anioModelo: car.anioFabricacion,
      kilometraje: car.kilometraje,
      precioCompra: car.precioCompra,
      precioAnterior: null,
      tag: `#MP${String(id).padStart(5, '0')}`,
      fotoPrincipal: random.chance(0.95) ? `${id}-principal.webp` : null,
      cinta: random.chance(0.15) ? 'Nuevo ingreso' : null,
      swPiso: random.weighted([
        [1, 45],
        [2, 40],
        [0, 15],
      ] as const),
      swFacturable: random.chance(0.3),
      swTresFilas: car.spec.tresFilas,
      fechaIng: new Date(NOW.getTime() - index * 3_600_000).toISOString(),
    };
  });
}

function state(overrides: Partial<CatalogState>): CatalogState {
  return { ...initialCatalogState(), ...overrides };
}

const SCENARIOS: [string, CatalogState][] = [
  [
    'term "toyota co" + 6 filters, sorted by price',
    state({
      term: 'toyota co',
      filters: {
        ...emptyFilterSet(),
        carroceria: ['Sedán', 'SUV'],
        transmision: ['Automático'],
        swPiso: [1, 2],
        precioMin: 10_000,
        precioMax: 40_000,
        anioMin: 2015,
        kilometrajeMax: 120_000,
      },
      sort: 4,
    }),
  ],
  ['one letter "a" (most cars match), newest first', state({ term: 'a', sort: 1 })],
  ['no term, no filter, all 10,000 sorted by price', state({ sort: 3 })],
  [
    '3-word term + brand, facturable, page 2',
    state({
      term: 'blanco 2019 gli',
      filters: { ...emptyFilterSet(), marca: ['Toyota', 'Hyundai', 'Kia'], swFacturable: true },
      page: 2,
    }),
  ],
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const vehicles = generateCars(CARS, 20_260_601);
const coldStart = performance.now();
const first = catalogView(vehicles, SCENARIOS[0]?.[1] ?? initialCatalogState());
const cold = performance.now() - coldStart;
console.info(`${CARS} cars, ${ITERATIONS} iterations after ${WARM_UP} warm-up runs, Node ${process.version}`);
console.info(`first call (builds the per-list search index, options and bounds): ${cold.toFixed(2)} ms`);
console.info(`main scenario: ${first.total} results, ${first.totalPages} pages\n`);

const rows: { name: string; results: number; median: number; p95: number; max: number }[] = [];
for (const [name, scenario] of SCENARIOS) {
  let results = 0;
  for (let run = 0; run < WARM_UP; run++) results = catalogView(vehicles, scenario).total;
  const times: number[] = [];
  for (let run = 0; run < ITERATIONS; run++) {
    const start = performance.now();
    catalogView(vehicles, scenario);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  rows.push({
    name,
    results,
    median: percentile(times, 50),
    p95: percentile(times, 95),
    max: times.at(-1) ?? 0,
  });
}
// A Markdown table, ready for bench/README.md.
console.info('| scenario | results | median | p95 | max |');
console.info('|---|---:|---:|---:|---:|');
for (const row of rows) {
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  console.info(`| ${row.name} | ${row.results} | ${ms(row.median)} | ${ms(row.p95)} | ${ms(row.max)} |`);
}
const worstMedian = Math.max(...rows.map((row) => row.median));
console.info(
  `\nworst median ${worstMedian.toFixed(2)} ms: ${worstMedian < 16 ? 'within' : 'OVER'} the 16 ms target`,
);
process.exitCode = worstMedian < 16 ? 0 : 1;
