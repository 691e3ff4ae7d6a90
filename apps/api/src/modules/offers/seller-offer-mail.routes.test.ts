import { INSPECTION_CHECKLIST, SELLER_MESSAGES } from '@motorplaza/domain/offers/seller-offer.schema';
import { slotLabel } from '@motorplaza/domain/offers/slot-label';
import { describe, expect, it } from 'vitest';
import { sellerOfferTestApp } from '../../../test/seller-offer-fixtures';

/** The seller's e-mail and look-up (issue 22; decision 0043), on PGlite or TEST_DATABASE_URL. */

const fx = sellerOfferTestApp();
const { DNI, file, call, drained, addressOf, calendarOf, offerRow } = fx;

describe('the e-mails of a new offer', () => {
  it('sends the seller the reference, the inspection with an .ics, the address, what to bring and the link; the team’s replies to the seller', async () => {
    const slot = fx.slots[1] ?? '';
    const codigo = await file(slot);
    const mails = await drained();
    // The acknowledgement with the confirmation link, then, once confirmed, the team's notice and the booking.
    expect(mails).toHaveLength(3);
    const team = mails.find((mail) => addressOf(mail.to) === 'ventas@motorplaza.pe');
    expect(addressOf(team?.replyTo)).toBe('rosa@correo.pe');

    const seller = mails.find((mail) => mail.subject?.startsWith('Confirmaste'));
    expect(seller?.subject).toBe(`Confirmaste tu oferta ${codigo}: tu inspección en Tienda San Isidro`);
    expect(addressOf(seller?.to)).toBe('rosa@correo.pe');
    expect(addressOf(seller?.replyTo)).toBe('ventas@motorplaza.pe');
    const text = seller?.text ?? '';
    expect(text).toContain(`Tu código de referencia es ${codigo}.`);
    expect(text).toContain(`Día y hora: ${slotLabel(slot, { year: true })} (hora de Lima)`);
    expect(text).toContain('Tienda: Tienda San Isidro');
    expect(text).toContain('Dirección: Av. Javier Prado Este 1250, San Isidro, Lima');
    for (const item of INSPECTION_CHECKLIST) expect(text).toContain(`- ${item}`);
    expect(text).toContain(`/vende-tu-auto/consulta?codigo=${codigo}`);

    const { attachment, method, event, vevent } = calendarOf(seller);
    expect(attachment.filename).toBe('inspeccion.ics');
    expect(method).toBe('REQUEST');
    const row = await offerRow(codigo);
    expect(event.uid).toBe(`oferta-${row.id}@localhost`);
    expect(event.sequence).toBe(0);
    expect(event.startDate.toJSDate().getTime()).toBe(new Date(slot).getTime());
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(3_600_000);
    expect(event.summary).toBe(`Inspección de tu auto en MotorPlaza (${codigo})`);
    expect(event.location).toBe('Tienda San Isidro, Av. Javier Prado Este 1250, San Isidro, Lima');
    expect(vevent.getFirstPropertyValue('organizer')).toBe('mailto:ventas@motorplaza.pe');
    expect(vevent.getFirstPropertyValue('attendee')).toBe('mailto:rosa@correo.pe');
    expect(vevent.getFirstPropertyValue('dtstamp')).toBeTruthy();
  });
});

describe('POST /api/v1/vende-tu-auto/consulta', () => {
  it('shows the state and inspection for the reference and DNI; a wrong DNI is the same 404 as an unknown reference', async () => {
    const slot = fx.slots[2] ?? '';
    const codigo = await file(slot);
    await drained();
    const found = await call('', { codigo: ` ${codigo.toLowerCase()} `, dni: DNI });
    expect(found.statusCode).toBe(200);
    expect(found.headers['cache-control']).toBe('no-store');
    expect(found.json().data.oferta).toEqual({
      codigo,
      estado: 'NUEVA',
      auto: 'Toyota Corolla 2019',
      sedeInspeccion: 'SAN_ISIDRO',
      tienda: 'Tienda San Isidro',
      direccion: 'Av. Javier Prado Este 1250, San Isidro, Lima',
      fechaInspeccion: new Date(slot).toISOString(),
      puedeCambiar: true,
      version: 1,
    });
    // Nothing of the seller's contact goes back.
    expect(found.body).not.toContain('987654321');
    expect(found.body).not.toContain('correo.pe');

    const wrongDni = await call('', { codigo, dni: '45678913' });
    const unknown = await call('', { codigo: 'VA-2026-999999', dni: DNI });
    expect(wrongDni.statusCode).toBe(404);
    expect(wrongDni.json()).toEqual(unknown.json());
    expect(wrongDni.json().message).toBe(SELLER_MESSAGES.notFound);
    const badCode = await call('', { codigo: 'ABC', dni: DNI });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().errors.codigo).toBe(SELLER_MESSAGES.codigo);
  });

  it('lets one address look up ten times in ten minutes, then answers 429 in Spanish', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await call('', { codigo: 'VA-2026-999999', dni: DNI }, '10.4.4.4');
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json().message).toBe(SELLER_MESSAGES.throttled);
    }
    expect(statuses).toEqual([...Array(10).fill(404), 429]);
  });
});
