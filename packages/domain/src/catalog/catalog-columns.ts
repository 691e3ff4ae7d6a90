import { z } from 'zod';
import type { CatalogVehicle } from './catalog-vehicle.schema';

/**
 * The public list as columns (decision 0030): what the browser loads to run the catalogue rules
 * itself. The same cars and fields as GET /catalogo (the rules read most of them, the card and the
 * detail the rest), without repeating each field name per car: repeated texts as positions in a list
 * of their distinct values, flags as 0/1, arrival dates as differences in milliseconds from the car
 * before (the list is newest first). Smaller than the JSON list once compressed, and checked by a
 * plain loop instead of a schema per value (bench/README.md).
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
  'cinta',
] as const;
/** Texts that are nearly unique per car (a dictionary would only add to them). */
const PLAIN_TEXT_COLUMNS = ['tag', 'fotoPrincipal'] as const;
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
  plainTexts: record(PLAIN_TEXT_COLUMNS, z.array(z.string().nullable())),
  /** `fechaIng` in epoch milliseconds: the first car's, then each car's minus the one before. */
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
  const plainTexts = {} as CatalogColumns['plainTexts'];
  for (const column of PLAIN_TEXT_COLUMNS) plainTexts[column] = vehicles.map((vehicle) => vehicle[column]);
  let previous = 0;
  const fechaIng = vehicles.map((vehicle) => {
    const at = Date.parse(vehicle.fechaIng);
    const delta = at - previous;
    previous = at;
    return delta;
  });
  return {
    count: vehicles.length,
    dictionaries,
    texts,
    numbers,
    optionalNumbers,
    flags,
    plainTexts,
    fechaIng,
  };
}

const isInt = (value: unknown): value is number => Number.isSafeInteger(value);

function column(value: unknown, count: number, accepts: (item: unknown) => boolean, where: string): void {
  if (!Array.isArray(value) || value.length !== count || !value.every(accepts)) {
    throw new Error(`catálogo por columnas inválido: ${where}`);
  }
}

function objectAt(value: unknown, where: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null)
    throw new Error(`catálogo por columnas inválido: ${where}`);
  return value as Record<string, unknown>;
}

/**
 * What `catalogColumnsSchema` accepts, checked with plain loops (a zod schema per value takes about
 * ten times as long over 10,000 cars), plus the lengths and the dictionary positions it cannot say.
 */
export function readCatalogColumns(value: unknown): CatalogColumns {
  const root = objectAt(value, 'documento');
  const count = root.count;
  if (!isInt(count) || count < 0) throw new Error('catálogo por columnas inválido: count');
  const dictionaries = objectAt(root.dictionaries, 'dictionaries');
  const texts = objectAt(root.texts, 'texts');
  for (const name of TEXT_COLUMNS) {
    const values = dictionaries[name];
    if (!Array.isArray(values) || !values.every((item) => typeof item === 'string')) {
      throw new Error(`catálogo por columnas inválido: dictionaries.${name}`);
    }
    const size = values.length;
    column(texts[name], count, (item) => isInt(item) && item >= -1 && item < size, `texts.${name}`);
  }
  const numbers = objectAt(root.numbers, 'numbers');
  for (const name of NUMBER_COLUMNS) column(numbers[name], count, isInt, `numbers.${name}`);
  const optionalNumbers = objectAt(root.optionalNumbers, 'optionalNumbers');
  for (const name of OPTIONAL_NUMBER_COLUMNS) {
    column(optionalNumbers[name], count, (item) => item === null || isInt(item), `optionalNumbers.${name}`);
  }
  const flags = objectAt(root.flags, 'flags');
  for (const name of FLAG_COLUMNS)
    column(flags[name], count, (item) => item === 0 || item === 1, `flags.${name}`);
  const plainTexts = objectAt(root.plainTexts, 'plainTexts');
  for (const name of PLAIN_TEXT_COLUMNS) {
    column(
      plainTexts[name],
      count,
      (item) => item === null || typeof item === 'string',
      `plainTexts.${name}`,
    );
  }
  column(root.fechaIng, count, isInt, 'fechaIng');
  return value as CatalogColumns;
}

function textAt(columns: CatalogColumns, column: TextColumn, index: number): string | null {
  return columns.dictionaries[column][columns.texts[column][index] ?? -1] ?? null;
}

/** The cars back, equal to the list they were made from (field order aside). */
export function fromCatalogColumns(columns: CatalogColumns): CatalogVehicle[] {
  const { numbers, optionalNumbers, flags, plainTexts } = columns;
  let fechaIng = 0;
  return Array.from({ length: columns.count }, (_, index) => {
    fechaIng += columns.fechaIng[index] ?? 0;
    return {
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
      tag: plainTexts.tag[index] ?? null,
      fotoPrincipal: plainTexts.fotoPrincipal[index] ?? null,
      cinta: textAt(columns, 'cinta', index),
      swPiso: numbers.swPiso[index] ?? 0,
      swFacturable: flags.swFacturable[index] === 1,
      swTresFilas: flags.swTresFilas[index] === 1,
      fechaIng: new Date(fechaIng).toISOString(),
    };
  });
}
