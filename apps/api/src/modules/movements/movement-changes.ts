import { type MovementChange, REDACTED } from '@motorplaza/domain/movements/movement.schema';

declare const diffed: unique symbol;

/**
 * What a movement changed, field by field (before → after). Only `diffRecords` makes one, so every
 * writer of the log passes its changes through the same redaction (decision 0045).
 */
export type MovementChanges = readonly MovementChange[] & { readonly [diffed]: true };

/** Personal data: the log says that it changed, never what it was or became (decision 0018). */
export const PERSONAL_FIELDS: ReadonlySet<string> = new Set([
  'dni',
  'correo',
  'celular',
  'telefono',
  'direccion',
  'fechaNac',
]);

/** Secrets: only the fact of a change is kept, as an entry without values. */
export const SECRET_FIELDS: ReadonlySet<string> = new Set(['contrasena']);

function asText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The fields of `fields` that differ between two versions of a record (`null` before: created),
 * personal values replaced by REDACTED and secrets by an entry without values. `personal` replaces
 * the default list where a field of that name is not a person's (the company's own phone).
 */
export function diffRecords<T extends object>(
  before: Partial<T> | null,
  after: Partial<T>,
  fields: readonly (keyof T & string)[],
  options: { personal?: ReadonlySet<string> } = {},
): MovementChanges {
  const personal = options.personal ?? PERSONAL_FIELDS;
  const changes: MovementChange[] = [];
  for (const campo of fields) {
    if (!(campo in after)) continue;
    const antes = before ? asText(before[campo]) : null;
    const despues = asText(after[campo]);
    if (SECRET_FIELDS.has(campo)) {
      // A secret set on creation or given again counts as changed: its value is never compared.
      if (after[campo] !== undefined && after[campo] !== null)
        changes.push({ campo, antes: null, despues: null });
      continue;
    }
    if (antes === despues) continue;
    if (personal.has(campo)) {
      changes.push({
        campo,
        antes: antes === null ? null : REDACTED,
        despues: despues === null ? null : REDACTED,
      });
    } else {
      changes.push({ campo, antes, despues });
    }
  }
  return changes as unknown as MovementChanges;
}
