import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  accessoryCreateSchema,
  accessoryPageQuerySchema,
  accessoryUpdateSchema,
} from '../accessories/accessory.schema';
import { profileUpdateSchema } from '../auth/profile.schema';
import { clientPageQuerySchema, clientUpdateSchema } from '../clients/client.schema';
import { complaintPdfQuerySchema, complaintRequestSchema } from '../complaints/complaint.schema';
import {
  complaintAnswerSchema,
  complaintPageQuerySchema,
  complaintReclassifySchema,
} from '../complaints/complaint-admin.schema';
import { complaintLookupSchema } from '../complaints/complaint-lookup.schema';
import { holidayCreateSchema } from '../complaints/holiday.schema';
import { interestRequestSchema } from '../leads/interest.schema';
import {
  interestedCloseSchema,
  interestedContactSchema,
  interestedCreateSchema,
  interestedNoteSchema,
  interestedPageQuerySchema,
  interestedSaleAnswerSchema,
} from '../leads/interested.schema';
import {
  marketingWithdrawalLinkSchema,
  marketingWithdrawalPageQuerySchema,
  marketingWithdrawalRequestSchema,
} from '../legal/marketing-withdrawal.schema';
import { movementQuerySchema } from '../movements/movement.schema';
import { sellOfferRequestSchema } from '../offers/sell-offer.schema';
import { offerStateSchema, offersPageQuerySchema } from '../offers/sell-offer-admin.schema';
import { sellerCancelSchema, sellerLookupSchema, sellerMoveSchema } from '../offers/seller-offer.schema';
import { reportPeriodQuerySchema } from '../reports/report-period';
import { siteSettingsWithVersionSchema } from '../settings/site-settings.schema';
import { userCreateSchema, userPageQuerySchema, userUpdateSchema } from '../users/user-admin.schema';
import { adminVehicleListQuerySchema } from '../vehicles/admin-vehicle.schema';
import { vehicleSaveSchema } from '../vehicles/vehicle-form.schema';
import { FIELD_MESSAGES } from './fields';

/**
 * Issue 23, Medium 5: a CR/LF in a name landed in an e-mail ('Ana …\r\nBcc: …'). Every single-line
 * field of every request schema (public and staff, bodies and queries) refuses a line break; free
 * text that keeps its lines is named here, and it still refuses other control characters.
 */

const WRITE_SCHEMAS: Record<string, z.ZodType> = {
  accessoryCreateSchema,
  accessoryUpdateSchema,
  accessoryPageQuerySchema,
  profileUpdateSchema,
  clientUpdateSchema,
  clientPageQuerySchema,
  complaintRequestSchema,
  complaintLookupSchema,
  complaintPdfQuerySchema,
  complaintAnswerSchema,
  complaintReclassifySchema,
  complaintPageQuerySchema,
  holidayCreateSchema,
  interestRequestSchema,
  interestedCreateSchema,
  interestedContactSchema,
  interestedCloseSchema,
  interestedSaleAnswerSchema,
  interestedNoteSchema,
  interestedPageQuerySchema,
  marketingWithdrawalRequestSchema,
  marketingWithdrawalLinkSchema,
  marketingWithdrawalPageQuerySchema,
  movementQuerySchema,
  offerStateSchema,
  offersPageQuerySchema,
  sellOfferRequestSchema,
  sellerLookupSchema,
  sellerMoveSchema,
  sellerCancelSchema,
  reportPeriodQuerySchema,
  siteSettingsWithVersionSchema,
  userCreateSchema,
  userUpdateSchema,
  userPageQuerySchema,
  adminVehicleListQuerySchema,
  vehicleSaveSchema,
};

/** Free text that keeps its lines (a textarea in the forms). */
const MULTI_LINE = new Set([
  'complaintRequestSchema.detalle',
  'complaintRequestSchema.pedido',
  'complaintRequestSchema.descripcionBien',
  'complaintAnswerSchema.respuesta',
  'complaintReclassifySchema.motivo',
  'interestRequestSchema.comentarios',
  'interestedCreateSchema.comentarios',
  'interestedContactSchema.nota',
  'interestedCloseSchema.nota',
  'interestedSaleAnswerSchema.nota',
  'interestedNoteSchema.nota',
  'offerStateSchema.nota',
  'sellOfferRequestSchema.notaAccidentes',
  'sellOfferRequestSchema.notaDeudas',
  'sellOfferRequestSchema.comentarios',
  'sellerCancelSchema.motivo',
  'vehicleSaveSchema.adicionales',
  'vehicleSaveSchema.servicios',
]);
/** Passwords are never echoed, mailed or logged; their rules are the sessions' (h1 of issue 23). */
const SECRETS = new Set(['contrasena', 'contrasenaActual', 'contrasenaNueva']);

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

/** The object shapes a schema reads its input with (through optional, pipe, intersection…). */
function shapesOf(schema: unknown): Record<string, unknown>[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return [def.shape as Record<string, unknown>];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
      return shapesOf(def.innerType);
    case 'pipe':
      return shapesOf(def.in);
    case 'intersection':
      return [...shapesOf(def.left), ...shapesOf(def.right)];
    case 'array':
      return shapesOf(def.element);
    default:
      return [];
  }
}

interface Field {
  name: string;
  type: string;
  /** The key path, with 0 for an array's first element. */
  path: (string | number)[];
}

/** Every leaf field of a schema, nested objects and arrays of objects included. */
function fieldsOf(schema: unknown, prefix: (string | number)[] = []): Field[] {
  const fields: Field[] = [];
  for (const shape of shapesOf(schema)) {
    for (const [key, child] of Object.entries(shape)) {
      const path = [...prefix, key];
      const isArray = unwrapType(child) === 'array';
      const nested = fieldsOf(child, isArray ? [...path, 0] : path);
      if (nested.length > 0) fields.push(...nested);
      else fields.push({ name: key, type: unwrapType(child), path });
    }
  }
  return fields;
}

function unwrapType(schema: unknown): string {
  const def = defOf(schema);
  if (['optional', 'nullable', 'default', 'prefault', 'readonly'].includes(def.type))
    return unwrapType(def.innerType);
  return def.type;
}

/** An input with only `value` at `path` (arrays where the path says so). */
function inputWith(path: (string | number)[], value: string): unknown {
  const [head, ...rest] = path;
  const inner = rest.length === 0 ? value : inputWith(rest, value);
  return typeof head === 'number' ? [inner] : { [head as string]: inner };
}

function issuesAt(schema: z.ZodType, path: (string | number)[], value: string) {
  const result = schema.safeParse(inputWith(path, value));
  return (result.error?.issues ?? []).filter((issue) => path.every((part, i) => issue.path[i] === part));
}

const text = fc.string({ unit: fc.constantFrom('A', 'n', 'a', ' ', '9', '@', '.', 'ñ', ':'), maxLength: 12 });
const lineBreak = fc.constantFrom('\r\n', '\n', '\r', '\u2028', '\u0085');

const cases = Object.entries(WRITE_SCHEMAS).flatMap(([schemaName, schema]) =>
  fieldsOf(schema)
    // Numbers (a page size in a query string is coerced) and booleans are not texts.
    .filter((field) => !SECRETS.has(field.name) && !['number', 'boolean'].includes(field.type))
    .map((field) => ({ schemaName, schema, field, key: `${schemaName}.${field.path.join('.')}` })),
);

describe('single-line fields of every request schema', () => {
  it('finds the fields of every schema (the walker reads them)', () => {
    for (const name of Object.keys(WRITE_SCHEMAS))
      expect(
        cases.some((c) => c.schemaName === name),
        name,
      ).toBe(true);
    for (const key of MULTI_LINE)
      expect(
        cases.some((c) => c.key === key),
        key,
      ).toBe(true);
    expect(cases.map((c) => c.key)).toContain('siteSettingsWithVersionSchema.oficinas.0.nombre');
    expect(cases.map((c) => c.key)).toContain('vehicleSaveSchema.propietario.nombres');
  });

  const singleLine = cases.filter((c) => !MULTI_LINE.has(c.key));
  it.each(singleLine.map((c) => [c.key, c] as const))('%s refuses a line break', (_key, c) => {
    fc.assert(
      fc.property(text, lineBreak, text, (before, brk, after) => {
        expect(issuesAt(c.schema, c.field.path, `${before}${brk}${after}`).length).toBeGreaterThan(0);
      }),
      { numRuns: 25 },
    );
  });

  const multiLine = cases.filter((c) => MULTI_LINE.has(c.key));
  it.each(multiLine.map((c) => [c.key, c] as const))('%s keeps its lines, refuses a NUL', (_key, c) => {
    const lines = 'Primera línea del texto\r\nsegunda línea\n\ttercera';
    const messages = issuesAt(c.schema, c.field.path, lines).map((issue) => issue.message);
    expect(messages).not.toContain(FIELD_MESSAGES.lineBreaks);
    expect(messages).not.toContain(FIELD_MESSAGES.controlCharacters);
    const nul = issuesAt(c.schema, c.field.path, `${lines}\u0000`).map((issue) => issue.message);
    expect(nul).toContain(FIELD_MESSAGES.controlCharacters);
  });
});
