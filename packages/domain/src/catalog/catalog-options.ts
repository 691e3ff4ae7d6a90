import { storeLabel } from '../vehicles/status';
import type { CatalogVehicle } from './catalog-vehicle.schema';
import { OPTION_GROUPS, type OptionGroup, type OptionValue, storeCode } from './filter-set';

/** The options each group of the filter panel lists, read once from the loaded list. */
export type CatalogOptions = { [G in OptionGroup]: OptionValue<G>[] } & {
  /** Every model of each brand, alphabetically (spec 000 §4: brands narrow the model list). */
  modelsByBrand: ReadonlyMap<string, readonly string[]>;
};

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

export function compareText(a: string, b: string): number {
  return collator.compare(a, b);
}

/** Stores in their own order: San Isidro, Santiago de Surco, then 'Previa Cita'. */
const STORE_ORDER = [1, 2, 0] as const;

const optionsCache = new WeakMap<readonly CatalogVehicle[], CatalogOptions>();

/**
 * Distinct values of each group. Brands go by stock, largest first (so the first 8 shown are the ones
 * most visitors want), ties alphabetically; every other group alphabetically (docs/decisions/0008).
 */
export function catalogOptions(vehicles: readonly CatalogVehicle[]): CatalogOptions {
  const cached = optionsCache.get(vehicles);
  if (cached) return cached;
  const brandStock = new Map<string, number>();
  const brandModels = new Map<string, Set<string>>();
  const values = Object.fromEntries(OPTION_GROUPS.map((group) => [group, new Set<string>()])) as Record<
    Exclude<OptionGroup, 'swPiso'>,
    Set<string>
  >;
  const stores = new Set<number>();
  for (const vehicle of vehicles) {
    brandStock.set(vehicle.marca, (brandStock.get(vehicle.marca) ?? 0) + 1);
    let models = brandModels.get(vehicle.marca);
    if (!models) {
      models = new Set();
      brandModels.set(vehicle.marca, models);
    }
    models.add(vehicle.modelo);
    stores.add(storeCode(vehicle.swPiso));
    for (const group of ['modelo', 'carroceria', 'combustible', 'transmision', 'traccion'] as const) {
      const value = vehicle[group];
      if (value !== null) values[group].add(value);
    }
  }
  const alphabetical = (set: Set<string>) => [...set].sort(compareText);
  const options: CatalogOptions = {
    swPiso: STORE_ORDER.filter((code) => stores.has(code)),
    marca: [...brandStock.keys()].sort(
      (a, b) => (brandStock.get(b) ?? 0) - (brandStock.get(a) ?? 0) || compareText(a, b),
    ),
    modelo: alphabetical(values.modelo),
    carroceria: alphabetical(values.carroceria),
    combustible: alphabetical(values.combustible),
    transmision: alphabetical(values.transmision),
    traccion: alphabetical(values.traccion),
    modelsByBrand: new Map([...brandModels].map(([brand, models]) => [brand, alphabetical(models)])),
  };
  optionsCache.set(vehicles, options);
  return options;
}

/** What an option reads on screen and in its chip. */
export function optionLabel(group: OptionGroup, value: string | number): string {
  return group === 'swPiso' ? storeLabel(Number(value)) : String(value);
}
