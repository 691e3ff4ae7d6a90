import { COLUMN_LENGTHS } from '@motorplaza/domain/shared/column-lengths';
import { INT32_MAX, INT32_MIN } from '@motorplaza/domain/shared/fields';
import { type Column, getTableColumns, getTableName, isTable, type Table } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { NOT_CLIENT_WRITTEN, WRITES } from '../../../test/column-bounds-writes';
import * as schema from './index';

/**
 * A varchar longer than its column, or a number past PostgreSQL's `integer`, reaches the database
 * as a 500. This walks the Drizzle tables and the zod schemas of what clients write and fails when
 * a written varchar has no `max` within its column, or an integer no bounds within int32.
 */

type ColumnLengths = Record<string, Record<string, number>>;

const tables = (Object.values(schema) as unknown[]).filter((value): value is Table => isTable(value));

/** The schema a value is finally checked against: optional, nullable, default and pipes unwrapped. */
function unwrap(type: z.ZodType): z.ZodType[] {
  if (type instanceof z.ZodOptional || type instanceof z.ZodNullable)
    return unwrap(type.unwrap() as z.ZodType);
  if (type instanceof z.ZodDefault) return unwrap(type.def.innerType as z.ZodType);
  if (type instanceof z.ZodPipe) {
    // A pipe into a checked type (a phone typed with spaces, a price typed as text) stores what that
    // type allows; a pipe into a transform stores what its input allowed.
    const out = unwrap(type.out as z.ZodType);
    const checked = out.every(
      (inner) => inner instanceof z.ZodString || inner instanceof z.ZodNumber || inner instanceof z.ZodNull,
    );
    return checked ? out : unwrap(type.in as z.ZodType);
  }
  if (type instanceof z.ZodUnion) return type.options.flatMap((option) => unwrap(option as z.ZodType));
  return [type];
}

/** The longest string a field accepts, or Infinity when it has no bound. */
function maxLengthOf(type: z.ZodType): number {
  return Math.max(
    ...unwrap(type).map((inner) => {
      if (inner instanceof z.ZodNull) return 0;
      if (inner instanceof z.ZodEnum) return Math.max(...inner.options.map((value) => String(value).length));
      if (inner instanceof z.ZodLiteral) return Math.max(...[...inner.values].map((v) => String(v).length));
      if (inner instanceof z.ZodString || inner instanceof z.ZodStringFormat)
        return inner.maxLength ?? Infinity;
      return Infinity;
    }),
  );
}

/** The range of whole numbers a field accepts. */
function rangeOf(type: z.ZodType): { min: number; max: number } {
  const ranges = unwrap(type).map((inner) => {
    if (inner instanceof z.ZodNull) return { min: 0, max: 0 };
    if (inner instanceof z.ZodLiteral) {
      const values = [...inner.values].map(Number);
      return { min: Math.min(...values), max: Math.max(...values) };
    }
    if (inner instanceof z.ZodNumber)
      return { min: inner.minValue ?? -Infinity, max: inner.maxValue ?? Infinity };
    return { min: -Infinity, max: Infinity };
  });
  return { min: Math.min(...ranges.map((r) => r.min)), max: Math.max(...ranges.map((r) => r.max)) };
}

function columnsOf(table: Table): [string, Column][] {
  return Object.entries(getTableColumns(table));
}

describe('column bounds', () => {
  it('every varchar column takes its length from COLUMN_LENGTHS', () => {
    const lengths = COLUMN_LENGTHS as unknown as ColumnLengths;
    const drift: string[] = [];
    for (const table of tables) {
      const key = Object.entries(schema).find(([, value]) => value === table)?.[0] ?? '';
      for (const [name, column] of columnsOf(table)) {
        if (column.columnType !== 'PgVarchar') continue;
        const length = (column as unknown as { length?: number }).length;
        if (lengths[key]?.[name] !== length) drift.push(`${getTableName(table)}.${name}: ${length}`);
      }
    }
    expect(drift).toEqual([]);
  });

  it('every table that clients write has its request schema here', () => {
    const covered = new Set(WRITES.map((write) => getTableName(write.table)));
    const unknown = tables
      .map((table) => getTableName(table))
      .filter((name) => !covered.has(name) && !NOT_CLIENT_WRITTEN.has(name));
    expect(unknown).toEqual([]);
  });

  for (const write of WRITES) {
    it(`${write.name}: each written varchar has a max within its column, each integer int32 bounds`, () => {
      const shape = write.schema.shape as Record<string, z.ZodType>;
      const problems: string[] = [];
      for (const [name, column] of columnsOf(write.table)) {
        const field = shape[name];
        if (column.columnType === 'PgVarchar') {
          const length = (column as unknown as { length: number }).length;
          if (!field) {
            if (!write.serverSet.includes(name))
              problems.push(`${name}: varchar(${length}) not in the schema`);
            continue;
          }
          const max = maxLengthOf(field);
          if (max > length) problems.push(`${name}: accepts ${max} characters, column holds ${length}`);
        }
        if (field && (column.columnType === 'PgInteger' || column.columnType === 'PgSerial')) {
          const { min, max } = rangeOf(field);
          if (min < INT32_MIN || max > INT32_MAX) problems.push(`${name}: accepts ${min}…${max}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it('fails on a field without a max (the walk itself works)', () => {
    expect(maxLengthOf(z.string().trim().nullable().optional())).toBe(Infinity);
    expect(maxLengthOf(z.string().max(9).pipe(z.email()))).toBe(9);
    expect(rangeOf(z.number().int()).max).toBeGreaterThan(INT32_MAX);
  });
});
