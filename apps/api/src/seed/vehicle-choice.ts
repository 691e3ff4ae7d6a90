/** Which car came in: a model on sale at the time, its year, engine, mileage and listing price. */
import { limaYear } from './calendar';
import {
  type BodyType,
  type BrandSpec,
  CATALOG,
  type Engine,
  type Fuel,
  type ModelSpec,
} from './catalog-data';
import { type Random, roundTo100 } from './random';

const MIN_PRICE = 7_000;
const MAX_PRICE = 95_000;
/** Relative frequency of each age (0 = a car of the entry year) in a used-car stock. */
const AGE_WEIGHTS = [3, 5, 6, 7, 8, 9, 9, 9, 8, 8, 7, 6, 5, 4, 3, 2, 2];

/** Share of the new price a used car keeps: used cars hold their value well in Peru, luxury brands less so. */
export function retention(age: number, premium: boolean): number {
  return premium ? 0.9 * 0.92 ** age : 0.93 * 0.955 ** age;
}

function priceOf(random: Random, spec: ModelSpec, premium: boolean, age: number, km: number): number {
  const expectedKm = Math.max(age, 0.5) * 14_000;
  const mileageFactor = 1 - Math.max(-0.06, Math.min(0.08, ((km - expectedKm) / expectedKm) * 0.08));
  const raw = spec.precioNuevo * retention(age, premium) * mileageFactor * random.float(0.94, 1.06);
  return Math.min(MAX_PRICE, roundTo100(raw));
}

function mileage(random: Random, age: number, fuel: Fuel): number {
  if (age <= 1 && random.chance(0.35)) return random.int(0, 40);
  // Cars converted to gas are the ones driven the most (work, ride-hailing).
  const perYear = fuel === 'GLP' || fuel === 'GNV' ? random.int(20_000, 32_000) : random.int(8_000, 19_000);
  return Math.round((perYear * Math.max(age, 0.3) + random.int(0, 3_000)) / 10) * 10;
}

function fuelOf(random: Random, spec: ModelSpec, engine: Engine, age: number): Fuel {
  if (spec.conversionGas && engine.combustible === 'Gasolina' && age >= 3 && random.chance(0.4)) {
    // Lima has far more natural-gas stations than LPG ones.
    return random.chance(0.6) ? 'GNV' : 'GLP';
  }
  return engine.combustible;
}

/** The catalogue lists more SUV models than a used stock holds SUVs: weigh each model by its body's share. */
const BODY_SHARE: Record<BodyType, number> = {
  Sedán: 1.8,
  Hatchback: 1.5,
  SUV: 0.75,
  Camioneta: 1,
  'Pick-up': 1.4,
  'Station Wagon': 0.6,
  Coupé: 0.6,
  Minivan: 0.8,
};

function models(year: number): { brand: BrandSpec; spec: ModelSpec }[] {
  return CATALOG.flatMap((brand) =>
    brand.modelos.filter((spec) => (spec.desde ?? 0) <= year).map((spec) => ({ brand, spec })),
  );
}

export interface CarChoice {
  brand: BrandSpec;
  spec: ModelSpec;
  engine: Engine;
  combustible: Fuel;
  anioFabricacion: number;
  kilometraje: number;
  precioCompra: number;
}

/** A model on sale when the car came in, its year, mileage and listing price. */
export function chooseCar(random: Random, now: Date, entryYear: number): CarChoice {
  const { brand, spec } = random.weighted(
    models(entryYear).map((choice) => [
      choice,
      (choice.brand.peso / choice.brand.modelos.length) * BODY_SHARE[choice.spec.carroceria],
    ]),
  );
  const maxYear = Math.min(spec.hasta ?? entryYear, entryYear);
  const minYear = Math.max(spec.desde ?? 0, limaYear(now) - AGE_WEIGHTS.length + 1);
  const years = Array.from({ length: maxYear - minYear + 1 }, (_, i) => minYear + i);
  let anioFabricacion = random.weighted(years.map((year) => [year, AGE_WEIGHTS[entryYear - year] ?? 1]));
  const engine = random.pick(spec.motores);
  const combustible = fuelOf(random, spec, engine, entryYear - anioFabricacion);
  const appraise = () => {
    const kilometraje = mileage(random, entryYear - anioFabricacion, combustible);
    const age = entryYear - anioFabricacion;
    return { kilometraje, precioCompra: priceOf(random, spec, brand.premium, age, kilometraje) };
  };
  let appraisal = appraise();
  // An old economy car would list under the dealer's floor price: a dealer like this one takes newer ones.
  while (appraisal.precioCompra < MIN_PRICE && anioFabricacion < maxYear) {
    anioFabricacion++;
    appraisal = appraise();
  }
  const precioCompra = Math.max(appraisal.precioCompra, MIN_PRICE);
  return {
    brand,
    spec,
    engine,
    combustible,
    anioFabricacion,
    kilometraje: appraisal.kilometraje,
    precioCompra,
  };
}
