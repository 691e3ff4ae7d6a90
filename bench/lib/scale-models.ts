import { CATALOG } from '../../apps/api/src/seed/catalog-data';

/** One model of the scale data's stock, flattened for a SQL table. */
export interface ScaleModel {
  marca: string;
  modelo: string;
  carroceria: string;
  /** Price of a new unit in Peru (US dollars); used prices follow from it. */
  precioNuevo: number;
  premium: boolean;
  /** Share of the stock, relative to the other models. */
  peso: number;
  desde: number | null;
  hasta: number | null;
  puertas: number;
  versiones: readonly string[];
  /** Engine label of each engine ("1.5", "2.8 TD"), with its displacement (null: electric) and fuel. */
  motores: readonly { label: string; cilindrada: number | null; combustible: string }[];
  cajas: readonly string[];
}

type Extra = [
  modelo: string,
  carroceria: string,
  precioNuevo: number,
  version: string,
  cc: number,
  fuel: string,
];

/**
 * Brands a Lima dealer sees less often than the demo catalogue's 22, so that the stock has about 40
 * brands, as a yard of 10,000 cars over three years would: one or two models each, one engine.
 */
// biome-ignore format: a table reads best with one brand per line
const LESS_COMMON: [marca: string, peso: number, premium: boolean, modelos: Extra[]][] = [
  ['Peugeot', 1.5, false, [['208', 'Hatchback', 19_000, 'Active', 1600, 'Gasolina'], ['3008', 'SUV', 36_000, 'Allure', 1600, 'Gasolina']]],
  ['Citroën', 0.8, false, [['C3', 'Hatchback', 16_500, 'Feel', 1500, 'Gasolina'], ['C4 Cactus', 'SUV', 24_000, 'Shine', 1600, 'Gasolina']]],
  ['Fiat', 0.8, false, [['Mobi', 'Hatchback', 11_000, 'Like', 1000, 'Gasolina'], ['Cronos', 'Sedán', 15_500, 'Drive', 1300, 'Gasolina']]],
  ['Chery', 1.2, false, [['Tiggo 2', 'SUV', 15_000, 'Comfort', 1500, 'Gasolina'], ['Tiggo 7 Pro', 'SUV', 25_000, 'Luxury', 1500, 'Gasolina']]],
  ['JAC', 1.2, false, [['JS4', 'SUV', 17_500, 'Intelligent', 1500, 'Gasolina'], ['T8', 'Pick-up', 26_000, 'Luxury', 2000, 'Diésel']]],
  ['Great Wall', 1, false, [['Wingle 7', 'Pick-up', 21_000, 'Elite', 2000, 'Diésel'], ['Poer', 'Pick-up', 30_000, 'Deluxe', 2000, 'Diésel']]],
  ['DFSK', 0.8, false, [['Glory 580', 'SUV', 20_000, 'Luxury', 1500, 'Gasolina'], ['C35', 'Minivan', 14_000, 'Cargo', 1500, 'Gasolina']]],
  ['Volvo', 0.5, true, [['XC40', 'SUV', 48_000, 'Momentum', 2000, 'Gasolina'], ['XC60', 'SUV', 62_000, 'Inscription', 2000, 'Gasolina']]],
  ['Lexus', 0.4, true, [['NX', 'SUV', 62_000, '300h', 2500, 'Híbrido'], ['RX', 'SUV', 85_000, '350', 3500, 'Gasolina']]],
  ['Land Rover', 0.4, true, [['Range Rover Evoque', 'SUV', 70_000, 'SE', 2000, 'Gasolina'], ['Discovery Sport', 'SUV', 65_000, 'HSE', 2000, 'Diésel']]],
  ['Porsche', 0.2, true, [['Macan', 'SUV', 95_000, 'Base', 2000, 'Gasolina'], ['Cayenne', 'SUV', 120_000, 'Base', 3000, 'Gasolina']]],
  ['Mini', 0.3, true, [['Cooper', 'Hatchback', 38_000, 'S', 2000, 'Gasolina']]],
  ['Isuzu', 0.6, false, [['D-Max', 'Pick-up', 36_000, 'LS', 3000, 'Diésel']]],
  ['SsangYong', 0.5, false, [['Korando', 'SUV', 27_000, 'Limited', 1500, 'Gasolina'], ['Rexton', 'Camioneta', 45_000, 'Sport', 2200, 'Diésel']]],
  ['Jetour', 0.6, false, [['X70', 'SUV', 23_000, 'Plus', 1500, 'Gasolina']]],
  ['RAM', 0.4, false, [['700', 'Pick-up', 19_000, 'Big Horn', 1400, 'Gasolina'], ['1500', 'Pick-up', 75_000, 'Laramie', 5700, 'Gasolina']]],
  ['Dodge', 0.4, false, [['Journey', 'SUV', 32_000, 'SXT', 2400, 'Gasolina']]],
  ['Foton', 0.5, false, [['Tunland', 'Pick-up', 26_000, 'G7', 2000, 'Diésel']]],
];

const DOORS: Record<string, number> = { Coupé: 2, Sedán: 4, 'Pick-up': 4 };

/** The demo seed's catalogue (brands by Lima market share) plus the less common brands: ~40 brands. */
export function scaleModels(): ScaleModel[] {
  const common = CATALOG.flatMap((brand) =>
    brand.modelos.map(
      (spec): ScaleModel => ({
        marca: brand.marca,
        modelo: spec.modelo,
        carroceria: spec.carroceria,
        precioNuevo: spec.precioNuevo,
        premium: brand.premium,
        peso: brand.peso / brand.modelos.length,
        desde: spec.desde ?? null,
        hasta: spec.hasta ?? null,
        puertas: spec.puertas,
        versiones: spec.versiones.map((trim) => trim.nombre),
        motores: spec.motores,
        cajas: spec.cajas,
      }),
    ),
  );
  const rare = LESS_COMMON.flatMap(([marca, peso, premium, modelos]) =>
    modelos.map(
      ([modelo, carroceria, precioNuevo, version, cc, combustible]): ScaleModel => ({
        marca,
        modelo,
        carroceria,
        precioNuevo,
        premium,
        peso: peso / modelos.length,
        desde: null,
        hasta: null,
        puertas: DOORS[carroceria] ?? 5,
        versiones: [version],
        motores: [{ label: (cc / 1000).toFixed(1), cilindrada: cc, combustible }],
        cajas: ['Mecánico', 'Automático'],
      }),
    ),
  );
  return [...common, ...rare];
}
