import { SLOT_CAPACITY } from '@motorplaza/domain/offers/inspection-slots';
import { SELL_MESSAGES } from '@motorplaza/domain/offers/sell-offer.schema';
import { SELLER_MESSAGES } from '@motorplaza/domain/offers/seller-offer.schema';
import { slotLabel } from '@motorplaza/domain/offers/slot-label';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sellerOfferTestApp } from '../../../test/seller-offer-fixtures';
import { movimiento } from '../../db/schema/index';

/** The seller's e-mail and look-up (issue 22; decision 0043), on PGlite or TEST_DATABASE_URL. */

const fx = sellerOfferTestApp();
const { DNI, file, call, drained, addressOf, calendarOf, offerRow } = fx;

describe('moving the inspection and cancelling', () => {
  it('refuses a full slot with 409 and changes nothing, moves to a free one, then cancels', async () => {
    const codigo = await file(fx.slots[3] ?? '');
    const full = fx.slots[6] ?? '';
    for (let i = 0; i < SLOT_CAPACITY; i += 1) await file(full, { sedeInspeccion: 'SURCO' });
    await drained();
    const row = await offerRow(codigo);

    const refused = await call('/reprogramar', {
      codigo,
      dni: DNI,
      sedeInspeccion: 'SURCO',
      fechaInspeccion: full,
      version: 1,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors.fechaInspeccion).toBe(SELL_MESSAGES.slotFull);
    expect(await offerRow(codigo)).toMatchObject({ version: 1, sedeInspeccion: 'SAN_ISIDRO' });
    expect((await fx.t.mail.drainNow()).sent).toBe(0);

    const same = await call('/reprogramar', {
      codigo,
      dni: DNI,
      sedeInspeccion: 'SAN_ISIDRO',
      fechaInspeccion: fx.slots[3],
      version: 1,
    });
    expect([same.statusCode, same.json().message]).toEqual([400, SELLER_MESSAGES.sameSlot]);
    const wrongDni = await call('/reprogramar', {
      codigo,
      dni: '45678913',
      sedeInspeccion: 'SURCO',
      fechaInspeccion: fx.slots[7],
      version: 1,
    });
    expect([wrongDni.statusCode, wrongDni.json().message]).toEqual([404, SELLER_MESSAGES.notFound]);

    const target = fx.slots[7] ?? '';
    const moved = await call('/reprogramar', {
      codigo,
      dni: DNI,
      sedeInspeccion: 'SURCO',
      fechaInspeccion: target,
      version: 1,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().message).toBe(SELLER_MESSAGES.moved);
    expect(moved.json().data.oferta).toMatchObject({
      sedeInspeccion: 'SURCO',
      tienda: 'Tienda Santiago de Surco',
      fechaInspeccion: new Date(target).toISOString(),
      version: 2,
    });
    const [movement] = await fx.t.database.db
      .select()
      .from(movimiento)
      .where(and(eq(movimiento.codigo, 'sellOffer.reschedule'), eq(movimiento.idEntidad, row.id)));
    expect(movement?.cambios).toEqual([
      {
        campo: 'Inspección',
        antes: `Tienda San Isidro, ${slotLabel(fx.slots[3] ?? '', { year: true })}`,
        despues: `Tienda Santiago de Surco, ${slotLabel(target, { year: true })}`,
      },
    ]);
    const afterMove = await drained();
    expect(afterMove).toHaveLength(2);
    const teamMove = afterMove.find((mail) => addressOf(mail.to) === 'ventas@motorplaza.pe');
    expect(teamMove?.subject).toBe(`Oferta ${codigo}: el vendedor cambió la inspección`);
    expect(addressOf(teamMove?.replyTo)).toBe('rosa@correo.pe');
    const sellerMove = calendarOf(afterMove.find((mail) => addressOf(mail.to) === 'rosa@correo.pe'));
    expect(sellerMove.method).toBe('REQUEST');
    expect(sellerMove.event.uid).toBe(`oferta-${row.id}@localhost`);
    expect(sellerMove.event.sequence).toBe(1);
    expect(sellerMove.event.startDate.toJSDate().getTime()).toBe(new Date(target).getTime());
    expect(sellerMove.event.location).toContain('Tienda Santiago de Surco');

    // The staff screens read the new inspection and the seller's step in the history.
    const detail = await fx.t.injectAs('ASESOR1', { method: 'GET', url: `/api/v1/ofertas/${row.id}` });
    expect(detail.json().data.oferta).toMatchObject({ sedeInspeccion: 'SURCO', version: 2 });
    expect(detail.json().data.historial.map((entry: { accion: string }) => entry.accion)).toContain(
      `El vendedor cambió la inspección de la oferta Toyota Corolla 2019 (${codigo})`,
    );

    const stale = await call('/cancelar', { codigo, dni: DNI, version: 1 });
    expect([stale.statusCode, stale.json().message]).toEqual([409, SELLER_MESSAGES.stale]);
    const cancelled = await call('/cancelar', {
      codigo,
      dni: DNI,
      version: 2,
      motivo: 'Lo vendí a un familiar',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.oferta).toMatchObject({
      estado: 'CANCELADA',
      puedeCambiar: false,
      version: 3,
    });
    const afterCancel = await drained();
    const teamCancel = afterCancel.find((mail) => addressOf(mail.to) === 'ventas@motorplaza.pe');
    expect(teamCancel?.text).toContain('Motivo: Lo vendí a un familiar');
    const sellerCancel = calendarOf(afterCancel.find((mail) => addressOf(mail.to) === 'rosa@correo.pe'));
    expect(sellerCancel.method).toBe('CANCEL');
    expect(sellerCancel.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(sellerCancel.event.sequence).toBe(2);
    expect(sellerCancel.event.uid).toBe(`oferta-${row.id}@localhost`);

    const list = await fx.t.injectAs('ADMIN', { method: 'GET', url: `/api/v1/ofertas?q=${codigo}` });
    expect(list.json().data.ofertas[0]).toMatchObject({ codigo, status: 'CANCELADA' });
    // A cancelled offer frees its place and cannot be changed again.
    const schedule = await fx.t.injectAs(null, { method: 'GET', url: '/api/v1/vende-tu-auto/horarios' });
    const surco = schedule.json().data.sedes[1].dias.flatMap((day: { slots: unknown[] }) => day.slots);
    expect(surco.find((slot: { inicio: string }) => slot.inicio === target)).toMatchObject({
      disponible: true,
    });
    const again = await call('/cancelar', { codigo, dni: DNI, version: 3 });
    expect([again.statusCode, again.json().message]).toEqual([409, SELLER_MESSAGES.closed]);
  });
});
