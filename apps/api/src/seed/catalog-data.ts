import type { TRANSMISSIONS } from '@motorplaza/domain/vehicles/status';

export type BodyType =
  | 'Sedán'
  | 'SUV'
  | 'Camioneta'
  | 'Hatchback'
  | 'Pick-up'
  | 'Station Wagon'
  | 'Coupé'
  | 'Minivan';
export type Fuel = 'Gasolina' | 'Diésel' | 'Híbrido' | 'GLP' | 'GNV' | 'Eléctrico';
export type Transmission = (typeof TRANSMISSIONS)[number];
export type Traction = '4x2' | '4x4' | 'AWD';

export interface Engine {
  /** Displacement in cc; null for electric motors. */
  cilindrada: number | null;
  cilindros: number | null;
  combustible: Fuel;
  /** Shown after the trim in the version, e.g. "2.8 TD". */
  label: string;
}

/** A trim (the version's name) and the model years it was sold in, when narrower than the model's. */
export interface TrimSpec {
  nombre: string;
  desde?: number;
  hasta?: number;
}

export interface ModelSpec {
  modelo: string;
  carroceria: BodyType;
  /** Price of a new unit in Peru, in US dollars: used prices follow from it. */
  precioNuevo: number;
  versiones: readonly TrimSpec[];
  motores: readonly Engine[];
  cajas: readonly Transmission[];
  tracciones: readonly Traction[];
  puertas: number;
  tresFilas: boolean;
  /** Economy cars in Lima are often converted to run on LPG or natural gas. */
  conversionGas: boolean;
  /** Model years on sale in Peru, when narrower than the whole period. */
  desde?: number;
  hasta?: number;
}

export interface BrandSpec {
  marca: string;
  /** Relative share of the used-car stock in Lima. */
  peso: number;
  premium: boolean;
  modelos: readonly ModelSpec[];
}

const cylindersFor = (cc: number) => (cc <= 1200 ? 3 : cc <= 2800 ? 4 : cc <= 3800 ? 6 : 8);
const liters = (cc: number) => (cc / 1000).toFixed(1);
const gas = (cc: number, cilindros = cylindersFor(cc)): Engine => ({
  cilindrada: cc,
  cilindros,
  combustible: 'Gasolina',
  label: liters(cc),
});
const turbo = (cc: number): Engine => ({ ...gas(cc), label: `${liters(cc)} Turbo` });
const diesel = (cc: number): Engine => ({ ...gas(cc), combustible: 'Diésel', label: `${liters(cc)} TD` });
const hybrid = (cc: number): Engine => ({ ...gas(cc), combustible: 'Híbrido', label: `${liters(cc)} HEV` });
const electric: Engine = { cilindrada: null, cilindros: null, combustible: 'Eléctrico', label: 'EV' };

const MT_AT: readonly Transmission[] = ['Mecánico', 'Automático'];
const AT: readonly Transmission[] = ['Automático'];
const MT: readonly Transmission[] = ['Mecánico'];
const SEQ: readonly Transmission[] = ['Automático', 'Automático/Secuencial'];
const ANY: readonly Transmission[] = ['Mecánico', 'Automático', 'Automático/Secuencial'];
const FWD: readonly Traction[] = ['4x2'];
const AWD: readonly Traction[] = ['4x2', 'AWD'];
const OFFROAD: readonly Traction[] = ['4x2', '4x4'];
/** Most double-cab pick-ups sold in Lima are 4x4. */
const PICKUP: readonly Traction[] = ['4x4', '4x4', '4x2'];

const DOORS: Record<BodyType, number> = {
  Sedán: 4,
  SUV: 5,
  Camioneta: 5,
  Hatchback: 5,
  'Pick-up': 4,
  'Station Wagon': 5,
  Coupé: 2,
  Minivan: 5,
};

type ModelOptions = Partial<Pick<ModelSpec, 'puertas' | 'tresFilas' | 'conversionGas' | 'desde' | 'hasta'>>;

function model(
  modelo: string,
  carroceria: BodyType,
  precioNuevo: number,
  versiones: readonly (string | TrimSpec)[],
  motores: readonly Engine[],
  cajas: readonly Transmission[],
  tracciones: readonly Traction[],
  options: ModelOptions = {},
): ModelSpec {
  const { puertas = DOORS[carroceria], tresFilas = false, conversionGas = false, ...years } = options;
  return {
    modelo,
    carroceria,
    precioNuevo,
    versiones: versiones.map((trim) => (typeof trim === 'string' ? { nombre: trim } : trim)),
    motores,
    cajas,
    tracciones,
    puertas,
    tresFilas,
    conversionGas,
    ...years,
  };
}

/** A trim sold from `desde` (and until `hasta`) only. */
const trim = (nombre: string, desde?: number, hasta?: number): TrimSpec => ({
  nombre,
  ...(desde === undefined ? {} : { desde }),
  ...(hasta === undefined ? {} : { hasta }),
});

/** The trims of a model sold in a model year (decision 0006: a version exists in its year). */
export function trimsFor(spec: ModelSpec, year: number): string[] {
  return spec.versiones
    .filter((t) => (t.desde ?? 0) <= year && year <= (t.hasta ?? Number.POSITIVE_INFINITY))
    .map((t) => t.nombre);
}

const brand = (marca: string, peso: number, modelos: readonly ModelSpec[], premium = false): BrandSpec => ({
  marca,
  peso,
  premium,
  modelos,
});

const SEVEN = { tresFilas: true } as const;
const CONVERTIBLE = { conversionGas: true } as const;

/** Brands and models of Lima's used-car market, one model per line. */
// biome-ignore format: a table reads best with one model per line
export const CATALOG: readonly BrandSpec[] = [
  brand('Toyota', 18, [
    model('Yaris', 'Sedán', 18_000, ['XLI', 'GLI', 'XLS'], [gas(1300), gas(1500)], MT_AT, FWD, CONVERTIBLE),
    model('Corolla', 'Sedán', 26_000, ['XLI', 'GLI', 'SEG'], [gas(1800), gas(2000), hybrid(1800)], MT_AT, FWD),
    model('Corolla Cross', 'SUV', 31_000, ['XLI', 'XEI', 'SEG'], [gas(2000), hybrid(1800)], AT, FWD, { desde: 2021 }),
    model('RAV4', 'SUV', 38_000, ['LE', 'XLE', 'Limited'], [gas(2000), gas(2500), hybrid(2500)], AT, AWD),
    model('Hilux', 'Pick-up', 40_000, ['DX', 'SR', 'SRV', trim('GR-Sport', 2021)], [diesel(2400), diesel(2800), gas(2700)], MT_AT, PICKUP),
    model('Fortuner', 'Camioneta', 50_000, ['SR', 'SRV', trim('Legender', 2021)], [diesel(2800), gas(2700)], AT, OFFROAD, SEVEN),
    model('Land Cruiser Prado', 'Camioneta', 82_000, ['TX', 'TX-L', 'VX'], [diesel(2800), gas(4000)], SEQ, ['4x4'], SEVEN),
    model('Avanza', 'Minivan', 20_000, ['G', 'S'], [gas(1500)], MT_AT, FWD, { ...SEVEN, ...CONVERTIBLE }),
  ]),
  brand('Hyundai', 12, [
    model('Grand i10', 'Hatchback', 12_500, ['GL', 'GLS'], [gas(1200, 4)], MT_AT, FWD, CONVERTIBLE),
    model('Accent', 'Sedán', 16_500, ['GL', 'GLS', 'Premium'], [gas(1400), gas(1600)], MT_AT, FWD, CONVERTIBLE),
    model('Elantra', 'Sedán', 22_000, ['GL', 'GLS', 'Limited'], [gas(1600), gas(2000)], MT_AT, FWD),
    model('Creta', 'SUV', 23_000, ['GL', 'GLS', 'Limited'], [gas(1600)], MT_AT, FWD, { desde: 2017 }),
    model('Tucson', 'SUV', 32_000, ['GL', 'GLS', 'Limited'], [gas(2000), diesel(2000), turbo(1600)], MT_AT, AWD),
    model('Santa Fe', 'SUV', 45_000, ['GLS', 'Limited', trim('Calligraphy', 2021)], [gas(2400), diesel(2200), turbo(2500)], AT, AWD, SEVEN),
  ]),
  brand('Kia', 11, [
    model('Picanto', 'Hatchback', 11_500, ['LX', 'EX', trim('GT-Line', 2018)], [gas(1000), gas(1200, 4)], MT_AT, FWD, CONVERTIBLE),
    model('Rio', 'Sedán', 15_500, ['LX', 'EX'], [gas(1400)], MT_AT, FWD, CONVERTIBLE),
    model('Cerato', 'Sedán', 20_500, ['LX', 'EX', 'SX'], [gas(1600), gas(2000)], MT_AT, FWD),
    model('Sportage', 'SUV', 30_000, ['LX', 'EX', trim('GT-Line', 2016)], [gas(2000), diesel(2000)], MT_AT, AWD),
    model('Sorento', 'SUV', 42_000, ['EX', 'SX'], [gas(2400), diesel(2200)], AT, AWD, SEVEN),
    model('Carnival', 'Minivan', 48_000, ['EX', 'SX'], [gas(3300), diesel(2200)], AT, FWD, { ...SEVEN, desde: 2016 }),
  ]),
  brand('Nissan', 8, [
    model('Versa', 'Sedán', 16_000, [trim('S', 0, 2016), trim('SV', 0, 2016), trim('Sense', 2017), trim('Advance', 2017), trim('Exclusive', 2017)], [gas(1600)], MT_AT, FWD, CONVERTIBLE),
    model('Sentra', 'Sedán', 22_000, [trim('S', 0, 2016), trim('SL', 0, 2016), trim('Sense', 2017), trim('Advance', 2017), trim('Exclusive', 2017)], [gas(1800), gas(2000)], MT_AT, FWD),
    model('Kicks', 'SUV', 21_000, ['Sense', 'Advance', 'Exclusive'], [gas(1600)], MT_AT, FWD, { desde: 2017 }),
    model('X-Trail', 'SUV', 35_000, [trim('S', 0, 2016), trim('SL', 0, 2016), trim('Sense', 2017), trim('Advance', 2017), trim('Exclusive', 2017)], [gas(2500)], AT, AWD, SEVEN),
    model('Frontier', 'Pick-up', 36_000, ['S', 'SE', 'LE', trim('Pro-4X', 2017)], [diesel(2300), diesel(2500)], MT_AT, PICKUP),
  ]),
  brand('Chevrolet', 7, [
    model('Sail', 'Sedán', 13_500, ['LS', 'LT'], [gas(1400), gas(1500)], MT, FWD, { ...CONVERTIBLE, hasta: 2023 }),
    model('Onix', 'Sedán', 16_000, ['LT', 'Premier'], [turbo(1000)], MT_AT, FWD, { desde: 2020 }),
    model('Tracker', 'SUV', 22_500, ['LS', 'LT', trim('LTZ', 0, 2019), trim('Premier', 2020)], [gas(1800), turbo(1200)], MT_AT, FWD),
    model('Captiva', 'SUV', 28_000, ['LS', 'LT', trim('LTZ', 0, 2018), trim('Premier', 2019)], [gas(2400), turbo(1500)], AT, AWD, SEVEN),
  ]),
  brand('Suzuki', 7, [
    model('Swift', 'Hatchback', 14_500, ['GL', 'GLX'], [gas(1200, 4)], MT_AT, FWD, CONVERTIBLE),
    model('Dzire', 'Sedán', 13_500, ['GA', 'GL', 'GLX'], [gas(1200, 4)], MT_AT, FWD, { ...CONVERTIBLE, desde: 2017 }),
    model('Vitara', 'SUV', 22_000, ['GL', 'GLX', 'All Grip'], [gas(1600)], MT_AT, AWD),
    model('Jimny', 'SUV', 26_000, ['GA', 'GLX'], [gas(1500)], MT_AT, ['4x4'], { puertas: 3 }),
  ]),
  brand('Mazda', 6, [
    model('3', 'Sedán', 24_500, [trim('V', 0, 2018), trim('R', 0, 2018), trim('Prime', 2019), trim('Core', 2019), trim('High', 2019)], [gas(1600), gas(2000), gas(2500)], MT_AT, FWD),
    model('CX-3', 'SUV', 22_500, [trim('V', 0, 2018), trim('R', 0, 2018), trim('Prime', 2019), trim('Core', 2019), trim('High', 2019)], [gas(2000)], MT_AT, FWD, { desde: 2016 }),
    model('CX-5', 'SUV', 33_000, [trim('V', 0, 2018), trim('R', 0, 2018), trim('Core', 2019), trim('High', 2019), trim('Signature', 2019)], [gas(2000), gas(2500)], SEQ, AWD),
    model('BT-50', 'Pick-up', 36_000, [trim('SD', 0, 2020), trim('SDX', 0, 2020), trim('Base', 2021), trim('Core', 2021), trim('High', 2021)], [diesel(2200), diesel(3000)], MT_AT, PICKUP),
  ]),
  brand('Mitsubishi', 5, [
    model('ASX', 'SUV', 24_000, ['GLX', 'GLS'], [gas(2000)], MT_AT, AWD),
    model('Outlander', 'SUV', 35_000, ['GLX', 'GLS', 'GT'], [gas(2400), gas(3000)], AT, AWD, SEVEN),
    model('L200', 'Pick-up', 35_000, ['GL', 'GLX', 'GLS'], [diesel(2400), diesel(2500)], MT_AT, PICKUP),
    model('Montero Sport', 'Camioneta', 46_000, ['GLX', 'GLS', trim('Black Edition', 2020)], [diesel(2400)], AT, OFFROAD, SEVEN),
  ]),
  brand('Volkswagen', 5, [
    model('Gol', 'Hatchback', 12_500, ['Trendline', 'Comfortline'], [gas(1600)], MT, FWD, { ...CONVERTIBLE, hasta: 2023 }),
    model('Jetta', 'Sedán', 27_000, ['Trendline', 'Comfortline', 'Highline'], [gas(2000), turbo(1400)], ANY, FWD),
    model('Tiguan', 'SUV', 38_000, ['Trendline', 'Comfortline', 'Highline'], [turbo(1400), turbo(2000)], SEQ, AWD),
    model('Amarok', 'Pick-up', 45_000, ['Trendline', 'Comfortline', 'Highline'], [diesel(2000), diesel(3000)], MT_AT, PICKUP),
  ]),
  brand('Honda', 4, [
    model('Civic', 'Sedán', 28_000, ['LX', 'EX', 'Touring'], [gas(1800), gas(2000), turbo(1500)], AT, FWD),
    model('HR-V', 'SUV', 27_000, ['LX', 'EX', 'EXL'], [gas(1800)], AT, FWD, { desde: 2015 }),
    model('CR-V', 'SUV', 38_000, ['LX', 'EX', 'Touring'], [gas(2400), turbo(1500)], AT, AWD),
  ]),
  brand('Ford', 4, [
    model('EcoSport', 'SUV', 19_500, ['SE', 'Titanium'], [gas(1500), gas(2000)], MT_AT, FWD, { hasta: 2022 }),
    model('Ranger', 'Pick-up', 40_000, ['XL', 'XLS', 'XLT', 'Limited'], [diesel(2200), diesel(3200)], MT_AT, PICKUP),
    model('Explorer', 'Camioneta', 55_000, ['XLT', 'Limited', trim('Platinum', 2016)], [gas(3500), turbo(2300)], SEQ, ['4x4', 'AWD'], SEVEN),
    model('Mustang', 'Coupé', 58_000, ['EcoBoost', 'GT'], [turbo(2300), gas(5000)], SEQ, FWD, { desde: 2015 }),
  ]),
  brand('Subaru', 3, [
    model('XV', 'SUV', 30_000, ['Sport', 'Limited'], [gas(2000)], MT_AT, ['AWD'], { desde: 2013 }),
    model('Forester', 'SUV', 36_000, ['XS', 'Sport', 'Limited'], [gas(2000), gas(2500)], AT, ['AWD']),
    model('Outback', 'Station Wagon', 42_000, ['Limited', 'Touring'], [gas(2500), gas(3600)], AT, ['AWD']),
  ]),
  brand('Renault', 3, [
    model('Duster', 'SUV', 18_500, ['Expression', 'Dynamique', 'Intens'], [gas(1600), gas(2000)], MT_AT, OFFROAD, CONVERTIBLE),
    model('Koleos', 'SUV', 32_000, ['Zen', 'Intens'], [gas(2500)], AT, AWD),
  ]),
  brand('BMW', 2, [
    model('X1', 'SUV', 48_000, [trim('sDrive18i', 2016), 'sDrive20i', trim('xDrive25i', 2016), trim('xDrive28i', 0, 2015)], [turbo(1500), turbo(2000)], SEQ, AWD),
    model('Serie 3', 'Sedán', 52_000, ['320i', trim('328i', 0, 2015), trim('330i', 2016), 'M Sport'], [turbo(2000)], SEQ, FWD),
  ], true),
  brand('Mercedes-Benz', 2, [
    model('Clase C', 'Sedán', 56_000, ['C180', 'C200', trim('C300 AMG Line', 2015)], [turbo(1500), turbo(2000)], SEQ, FWD),
    model('GLA', 'SUV', 50_000, ['GLA 200', 'GLA 250 4MATIC'], [turbo(1300), turbo(2000)], SEQ, AWD, { desde: 2015 }),
  ], true),
  brand('Audi', 2, [
    model('A3', 'Sedán', 38_000, ['Attraction', 'Ambition', 'S line'], [turbo(1400), turbo(2000)], SEQ, FWD),
    model('Q5', 'SUV', 62_000, ['Advance', 'S line quattro'], [turbo(2000)], SEQ, ['AWD']),
  ], true),
  brand('Jeep', 2, [
    model('Compass', 'SUV', 35_000, ['Sport', 'Longitude', 'Limited'], [gas(2400), turbo(1300)], AT, OFFROAD, { desde: 2017 }),
    model('Wrangler', 'Camioneta', 60_000, ['Sport', 'Sahara', 'Rubicon'], [gas(3600), turbo(2000)], MT_AT, ['4x4'], { puertas: 4 }),
  ]),
  brand('Changan', 2, [
    model('CS35 Plus', 'SUV', 17_500, ['Comfort', 'Luxury'], [gas(1600), turbo(1400)], MT_AT, FWD, { desde: 2019 }),
  ]),
  brand('MG', 2, [model('ZS', 'SUV', 17_000, ['STD', 'COM', 'LUX'], [gas(1500)], MT_AT, FWD, { desde: 2018 })]),
  brand('Haval', 2, [model('H6', 'SUV', 28_000, ['Active', 'Deluxe', 'Supreme'], [turbo(1500), hybrid(1500)], AT, AWD, { desde: 2021 })]),
  brand('Geely', 2, [model('Coolray', 'SUV', 21_000, ['GL', 'GF', 'Sport'], [turbo(1500)], SEQ, FWD, { desde: 2020 })]),
  brand('BYD', 2, [
    model('Dolphin', 'Hatchback', 30_000, ['Standard', 'Extended'], [electric], AT, FWD, { desde: 2023 }),
    model('Song Plus', 'SUV', 38_000, ['GL', 'GS'], [hybrid(1500)], AT, FWD, { desde: 2023 }),
  ]),
];
