import { z } from 'zod';
import type { CatalogVehicle } from './catalog-vehicle.schema';

/**
 * The public list as columns (decision 0030): what the browser loads to run the catalogue rules
 * itself. The same cars and fields as GET /catalogo (the rules read most of them, the card and the
 * detail the rest), without repeating each field name per car: texts as positions in a list of the
 * distinct values, flags as 0/1, the arrival date as epoch milliseconds. About a quarter of the JSON
 * list's size once compressed, and parsed and checked in a fraction of its time (bench/README.md).
 */
const TEXT_COLUMNS = [
  'marca',
  'modelo',
  'version',
  'color',
  'carroceria',
  'combustible',
  'transmision',
  'traccion',
  'tag',
  'cinta',
] as const;
const NUMBER_COLUMNS = ['idAuto', 'anioFabricacion', 'precioCompra', 'swPiso'] as const;
const OPTIONAL_NUMBER_COLUMNS = ['anioModelo', 'kilometraje', 'precioAnterior'] as const;
const FLAG_COLUMNS = ['swFacturable', 'swTresFilas'] as const;

type TextColumn = (typeof TEXT_COLUMNS)[number];

const int = z.number().int();
const codes = z.array(int.min(-1));
const record = <K extends string, T extends z.ZodType>(keys: readonly K[], schema: T) =>
  z.object(Object.fromEntries(keys.map((key) => [key, schema])) as Record<K, T>);

export const catalogColumnsSchema = z.object({
  count: int.min(0),
  /** Per text column, its distinct values; each car's value is a position in them (-1: none). */
  dictionaries: record(TEXT_COLUMNS, z.array(z.string())),
  texts: record(TEXT_COLUMNS, codes),
  numbers: record(NUMBER_COLUMNS, z.array(int)),
  optionalNumbers: record(OPTIONAL_NUMBER_COLUMNS, z.array(int.nullable())),
  flags: record(FLAG_COLUMNS, z.array(z.union([z.literal(0), z.literal(1)]))),
  fotoPrincipal: z.array(z.string().nullable()),
  /** `fechaIng` in epoch milliseconds (the list gives it as `toISOString()`). */
  fechaIng: z.array(int),
});
export type CatalogColumns = z.infer<typeof catalogColumnsSchema>;

export const catalogColumnsResponseSchema = z.object({
  success: z.literal(true),
  data: catalogColumnsSchema,
});

export function toCatalogColumns(vehicles: readonly CatalogVehicle[]): CatalogColumns {
  const dictionaries = {} as CatalogColumns['dictionaries'];
  const texts = {} as CatalogColumns['texts'];
  for (const column of TEXT_COLUMNS) {
    const positions = new Map<string, number>();
    texts[column] = vehicles.map((vehicle) => {
      const value = vehicle[column];
      if (value === null) return -1;
      let code = positions.get(value);
      if (code === undefined) {
        code = positions.size;
        positions.set(value, code);
      }
      return code;
    });
    dictionaries[column] = [...positions.keys()];
  }
  const numbers = {} as CatalogColumns['numbers'];
  for (const column of NUMBER_COLUMNS) numbers[column] = vehicles.map((vehicle) => vehicle[column]);
  const optionalNumbers = {} as CatalogColumns['optionalNumbers'];
  for (const column of OPTIONAL_NUMBER_COLUMNS)
    optionalNumbers[column] = vehicles.map((vehicle) => vehicle[column]);
  const flags = {} as CatalogColumns['flags'];
  for (const column of FLAG_COLUMNS) flags[column] = vehicles.map((vehicle) => (vehicle[column] ? 1 : 0));
  return {
    count: vehicles.length,
    dictionaries,
    texts,
    numbers,
    optionalNumbers,
    flags,
    fotoPrincipal: vehicles.map((vehicle) => vehicle.fotoPrincipal),
    fechaIng: vehicles.map((vehicle) => Date.parse(vehicle.fechaIng)),
  };
}

function textAt(columns: CatalogColumns, column: TextColumn, index: number): string | null {
  return columns.dictionaries[column][columns.texts[column][index] ?? -1] ?? null;
}

/** The cars back, equal to the list they were made from (field order aside). */
export function fromCatalogColumns(columns: CatalogColumns): CatalogVehicle[] {
  const { numbers, optionalNumbers, flags } = columns;
  return Array.from({ length: columns.count }, (_, index) => ({
    idAuto: numbers.idAuto[index] ?? 0,
    marca: textAt(columns, 'marca', index) ?? '',
    modelo: textAt(columns, 'modelo', index) ?? '',
    version: textAt(columns, 'version', index),
    color: textAt(columns, 'color', index),
    carroceria: textAt(columns, 'carroceria', index),
    combustible: textAt(columns, 'combustible', index),
    transmision: textAt(columns, 'transmision', index),
    traccion: textAt(columns, 'traccion', index),
    anioFabricacion: numbers.anioFabricacion[index] ?? 0,
    anioModelo: optionalNumbers.anioModelo[index] ?? null,
    kilometraje: optionalNumbers.kilometraje[index] ?? null,
    precioCompra: numbers.precioCompra[index] ?? 0,
    precioAnterior: optionalNumbers.precioAnterior[index] ?? null,
    tag: textAt(columns, 'tag', index),
    fotoPrincipal: columns.fotoPrincipal[index] ?? null,
    cinta: textAt(columns, 'cinta', index),
    swPiso: numbers.swPiso[index] ?? 0,
    swFacturable: flags.swFacturable[index] === 1,
    swTresFilas: flags.swTresFilas[index] === 1,
    fechaIng: new Date(columns.fechaIng[index] ?? 0).toISOString(),
  }));
}
