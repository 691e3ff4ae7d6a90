import { describe, expect, it } from 'vitest';
import {
  ACCESSORY_MESSAGES,
  accessoryCreateSchema,
  accessoryPageQuerySchema,
  vehicleAccessoryIdsSchema,
} from './accessory.schema';

describe('accessory schemas (decision 0021)', () => {
  it.each([
    [{}, { inactivos: false, page: 1, pageSize: 10 }],
    [
      { inactivos: 'true', page: '3', q: '  alarma ' },
      { inactivos: true, page: 3, pageSize: 10, q: 'alarma' },
    ],
    [{ inactivos: 'false' }, { inactivos: false, page: 1, pageSize: 10 }],
  ])('reads the page query %j', (input, expected) => {
    expect(accessoryPageQuerySchema.parse(input)).toEqual(expected);
  });

  it('refuses an inactivos flag that is not true or false', () => {
    expect(accessoryPageQuerySchema.safeParse({ inactivos: '1' }).success).toBe(false);
  });

  it('requires nombre and tipo, trimmed, within their columns', () => {
    const blank = accessoryCreateSchema.safeParse({ nombre: '  ', tipo: '' });
    expect(blank.success).toBe(false);
    const messages = blank.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(expect.arrayContaining([ACCESSORY_MESSAGES.nombre, ACCESSORY_MESSAGES.tipo]));
    expect(accessoryCreateSchema.parse({ nombre: ' Alarma ', tipo: 'Seguridad' })).toEqual({
      nombre: 'Alarma',
      tipo: 'Seguridad',
      estado: true,
    });
    expect(accessoryCreateSchema.safeParse({ nombre: 'x'.repeat(101), tipo: 'Seguridad' }).success).toBe(
      false,
    );
    expect(accessoryCreateSchema.safeParse({ nombre: 'a\u0000b', tipo: 'Seguridad' }).success).toBe(false);
  });

  it("a vehicle's accessory ids are unique whole ids", () => {
    expect(vehicleAccessoryIdsSchema.parse([3, 1, 3])).toEqual([3, 1]);
    expect(vehicleAccessoryIdsSchema.safeParse([0]).success).toBe(false);
    expect(vehicleAccessoryIdsSchema.safeParse([2 ** 31]).success).toBe(false);
  });
});
