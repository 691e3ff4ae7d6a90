import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { accessoryCreateSchema } from '../accessories/accessory.schema';
import { clientFormSchema } from '../clients/client.schema';
import { INTERESTED_MESSAGES, interestedCreateSchema } from '../leads/interested.schema';
import { userCreateSchema } from '../users/user-admin.schema';
import { ownerFormSchema } from '../vehicles/vehicle-form.schema';

/**
 * Issue 22: staff forms spoke to the visitor ('Ingresa tu nombre completo' in 'Añadir Interesado').
 * A staff member fills them in about someone else, so no message of theirs says "tu", "tus" or "te".
 */

/** Every field a short, wrong value: each field's own message comes out. */
const WRONG = {
  nombreCompleto: 'a',
  nombres: '',
  apellidos: '',
  dni: '1',
  correo: 'x',
  celular: '1',
  ruc: '1',
};

const STAFF_FORMS: [string, z.ZodType][] = [
  ["'Añadir Interesado'", interestedCreateSchema],
  ["'Nuevo Cliente'", clientFormSchema],
  ['the vehicle form’s owner', ownerFormSchema],
  ["'Nuevo Usuario'", userCreateSchema],
  ["'Nuevo Accesorio'", accessoryCreateSchema],
];

describe('staff forms speak to the staff member about the client', () => {
  it.each(STAFF_FORMS)('%s never addresses the visitor', (_, schema) => {
    const result = schema.safeParse(WRONG);
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.filter((message) => /\b(tu|tus|te)\b/i.test(message))).toEqual([]);
  });

  it("names the client in 'Añadir Interesado'", () => {
    const result = interestedCreateSchema.safeParse({ ...WRONG, idAuto: 1 });
    const nombre = result.error?.issues.find((issue) => issue.path[0] === 'nombreCompleto');
    expect(nombre?.message).toBe(INTERESTED_MESSAGES.nombreCompleto);
    expect(INTERESTED_MESSAGES.nombreCompleto).toBe('Ingresa el nombre completo del cliente');
  });
});
