import type { BrandModels } from './sell-form-values';

const order = new Intl.Collator('es', { sensitivity: 'base' });

/** The brands of the inventory and each one's models, sorted for the form's suggestions. */
export function brandModelsOf(vehicles: readonly { marca: string; modelo: string }[]): BrandModels {
  const byBrand = new Map<string, Set<string>>();
  for (const vehicle of vehicles) {
    const models = byBrand.get(vehicle.marca) ?? new Set<string>();
    models.add(vehicle.modelo);
    byBrand.set(vehicle.marca, models);
  }
  const marcas = [...byBrand.keys()].sort(order.compare);
  return {
    marcas,
    modelos: Object.fromEntries(
      marcas.map((marca) => [marca, [...(byBrand.get(marca) ?? [])].sort(order.compare)]),
    ),
  };
}
