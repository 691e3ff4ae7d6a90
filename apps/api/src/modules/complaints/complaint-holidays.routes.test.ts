import { addBusinessDays } from '@motorplaza/domain/complaints/business-days';
import { HOLIDAY_MESSAGES } from '@motorplaza/domain/complaints/holiday.schema';
import { todayInLima } from '@motorplaza/domain/shared/dates';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { complaintAdminTestApp } from '../../../test/complaint-admin-fixtures';
import { fileSheet } from '../../../test/complaint-fixtures';
import { feriado, movimiento } from '../../db/schema/index';

/**
 * The holidays the book's business days skip (docs/decisions/0028), kept by the staff.
 */

const fx = complaintAdminTestApp();
const { book, idOf, detail } = fx;

describe('/api/v1/feriados', () => {
  it('lets ADMIN add a holiday that moves the deadline of the sheets filed after it', async () => {
    const today = todayInLima();
    const holidays = new Set((await book.t.database.db.select().from(feriado)).map((h) => h.fecha));
    // The first business day of the term, made a holiday: the term ends one business day later.
    const firstDay = addBusinessDays(today, 1, holidays);
    const before = await fileSheet(book.t);
    const added = await book.t.injectAs('ADMIN', {
      method: 'POST',
      url: '/api/v1/feriados',
      payload: { fecha: firstDay, nombre: 'Feriado extraordinario' },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().data.feriado).toEqual({
      fecha: firstDay,
      nombre: 'Feriado extraordinario',
      agregado: true,
    });
    const after = await fileSheet(book.t);
    const beforeRow = await detail(await idOf(before));
    const afterRow = await detail(await idOf(after));
    expect(afterRow.fechaLimite).toBe(
      addBusinessDays(beforeRow.fechaLimite, 1, new Set([...holidays, firstDay])),
    );
    const duplicate = await book.t.injectAs('ADMIN', {
      method: 'POST',
      url: '/api/v1/feriados',
      payload: { fecha: firstDay, nombre: 'Otra vez' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(HOLIDAY_MESSAGES.duplicate);
    const list = await book.t.injectAs('ADMIN', {
      method: 'GET',
      url: `/api/v1/feriados?anio=${firstDay.slice(0, 4)}`,
    });
    expect(list.json().data.feriados).toContainEqual({
      fecha: firstDay,
      nombre: 'Feriado extraordinario',
      agregado: true,
    });
    const removed = await book.t.injectAs('ADMIN', { method: 'DELETE', url: `/api/v1/feriados/${firstDay}` });
    expect(removed.statusCode).toBe(200);
    expect(
      (await book.t.injectAs('ADMIN', { method: 'DELETE', url: `/api/v1/feriados/${firstDay}` })).statusCode,
    ).toBe(404);
    const builtIn = await book.t.injectAs('ADMIN', { method: 'DELETE', url: '/api/v1/feriados/2026-07-28' });
    expect(builtIn.statusCode).toBe(409);
    expect(builtIn.json().message).toBe(HOLIDAY_MESSAGES.builtIn);
    const [move] = await book.t.database.db
      .select()
      .from(movimiento)
      .where(eq(movimiento.codigo, 'holiday.create'));
    expect(move?.accion).toBe(`Agregó el feriado Feriado extraordinario (${firstDay})`);
  });

  it('refuses a bad date or name with its message', async () => {
    const bad = await book.t.injectAs('ADMIN', {
      method: 'POST',
      url: '/api/v1/feriados',
      payload: { fecha: '2027-02-30', nombre: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ fecha: HOLIDAY_MESSAGES.fecha, nombre: HOLIDAY_MESSAGES.nombre });
  });
});
