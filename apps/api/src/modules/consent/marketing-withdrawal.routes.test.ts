import { HTTP_MESSAGES } from '@motorplaza/domain/http/http-messages';
import {
  MARKETING_WITHDRAWAL_MESSAGES,
  WITHDRAWAL_CONSENT_TEXTS,
} from '@motorplaza/domain/legal/marketing-withdrawal';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { marketingWithdrawalTestApp } from '../../../test/marketing-withdrawal-app';
import { movimiento } from '../../db/schema/index';
import { createUnsubscribeLinks } from '../../mail/unsubscribe-links';

const fx = marketingWithdrawalTestApp();
const { personWithMarketing, marketingOf, requestsOf, withdrawalConsents, stored, byForm, byLink } = fx;

describe('POST /api/v1/bajas-publicidad (the form on the privacy policy)', () => {
  it('turns marketing off on every lead and offer of the e-mail, in any case, with its record, request and movement', async () => {
    const correo = await personWithMarketing();
    const other = await personWithMarketing();
    const response = await byForm({ correo: `  ${correo.toUpperCase()} `, dni: '46000001' }, '10.21.0.1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: MARKETING_WITHDRAWAL_MESSAGES.received });

    expect(await marketingOf(correo)).toEqual({ leads: [false, false], offers: [false] });
    expect(await marketingOf(other)).toEqual({ leads: [true, true], offers: [true] });
    const [request, ...more] = await requestsOf(correo);
    expect(more).toEqual([]);
    expect(request).toMatchObject({
      correo,
      dni: '46000001',
      origen: 'FORMULARIO',
      estado: 'PENDIENTE',
      ip: '10.21.0.1',
      atendidoEn: null,
      idUsuarioAtiende: null,
      version: 1,
    });
    expect(await withdrawalConsents(correo)).toEqual([
      expect.objectContaining({
        referenciaTipo: 'solicitud_baja_marketing',
        referenciaId: request?.id,
        documento: '46000001',
        aceptaMarketing: false,
        texto: WITHDRAWAL_CONSENT_TEXTS.FORMULARIO,
        ip: '10.21.0.1',
      }),
    ]);
    const [movement] = await fx.t.database.db
      .select()
      .from(movimiento)
      .where(
        and(eq(movimiento.entidad, 'solicitud_baja_marketing'), eq(movimiento.idEntidad, request?.id ?? 0)),
      );
    expect(movement).toMatchObject({
      codigo: 'marketing.withdraw',
      usuario: 'Formulario web',
      idUsuario: null,
    });
    // No personal data in the audit log's sentence or target.
    expect(`${movement?.accion} ${movement?.objetivo}`).not.toContain('@');
  });

  it('answers an unknown e-mail exactly as a known one, so nobody learns who is a client', async () => {
    const known = await personWithMarketing();
    const a = await byForm({ correo: known });
    const b = await byForm({ correo: 'nadie.conocido@correo.pe' });
    expect([a.statusCode, a.body]).toEqual([b.statusCode, b.body]);
    // The request still reaches the staff (the address may be on a list outside the system).
    expect(await requestsOf('nadie.conocido@correo.pe')).toHaveLength(1);
  });

  it('adds no second request while one of the e-mail is pending, and keeps a DNI given the second time', async () => {
    const correo = await personWithMarketing();
    await byForm({ correo });
    await byForm({ correo: correo.toUpperCase(), dni: '46009999' });
    const requests = await requestsOf(correo);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.dni).toBe('46009999');
    // Each withdrawal is proven on its own.
    expect(await withdrawalConsents(correo)).toHaveLength(2);
  });

  it('answers each bad field with its Spanish message and changes nothing', async () => {
    await personWithMarketing();
    const before = await stored();
    for (const [payload, errors] of [
      [
        { correo: 'no-es-correo', dni: '123' },
        { correo: 'Por favor ingresa un correo válido', dni: 'El DNI debe tener 8 dígitos' },
      ],
      [{}, { correo: expect.stringMatching(/^Entrada inválida/) }],
      [{ correo: `${'a'.repeat(150)}@correo.pe` }, { correo: 'Por favor ingresa un correo válido' }],
      [{ correo: 'ana@correo.pe\u0000' }, { correo: 'El texto contiene caracteres no permitidos' }],
    ] as const) {
      const response = await byForm(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual(errors);
      expect(response.json().message).toBe(HTTP_MESSAGES.badRequest);
    }
    expect(await stored()).toEqual(before);
  });

  it('throttles one address after five requests in ten minutes', async () => {
    for (let i = 0; i < 5; i++)
      expect((await byForm({ correo: `limite${i}@correo.pe` }, '10.29.9.9')).statusCode).toBe(200);
    const blocked = await byForm({ correo: 'limite9@correo.pe' }, '10.29.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ success: false, message: MARKETING_WITHDRAWAL_MESSAGES.throttled });
    expect(await requestsOf('limite9@correo.pe')).toEqual([]);
  });
});

describe('POST /api/v1/bajas-publicidad/enlace (the link of a marketing e-mail)', () => {
  it('withdraws the e-mail the server signed, whatever its spelling, as an ENLACE request', async () => {
    const correo = await personWithMarketing();
    const response = await byLink(fx.t.unsubscribe.token(correo.toUpperCase()), '10.22.0.1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: MARKETING_WITHDRAWAL_MESSAGES.linkDone });
    expect(await marketingOf(correo)).toEqual({ leads: [false, false], offers: [false] });
    expect(await requestsOf(correo)).toEqual([
      expect.objectContaining({ origen: 'ENLACE', estado: 'PENDIENTE', dni: null, ip: '10.22.0.1' }),
    ]);
    expect(await withdrawalConsents(correo)).toEqual([
      expect.objectContaining({ texto: WITHDRAWAL_CONSENT_TEXTS.ENLACE }),
    ]);
  });

  it('refuses a forged, altered or foreign token with its Spanish message and changes nothing', async () => {
    const correo = await personWithMarketing();
    const genuine = fx.t.unsubscribe.token(correo);
    const [payload, signature] = genuine.split('.');
    const foreign = createUnsubscribeLinks(new TextEncoder().encode('otra-clave-otra-clave-otra-clave'), '');
    const otherPerson = fx.t.unsubscribe.token('otra.persona@correo.pe').split('.')[1];
    const before = await stored();
    for (const token of [
      foreign.token(correo),
      `${payload}.${otherPerson}`,
      `${payload}.${signature?.slice(0, -2)}AA`,
      `${payload}`,
      `${payload}.${signature}.x`,
      'no es un token',
      `${Buffer.from(correo.toUpperCase()).toString('base64url')}.${signature}`,
      'x'.repeat(400),
    ]) {
      const response = await byLink(token);
      expect(response.statusCode, token).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        errors: { token: MARKETING_WITHDRAWAL_MESSAGES.badToken },
      });
    }
    expect(await stored()).toEqual(before);
    expect(await marketingOf(correo)).toEqual({ leads: [true, true], offers: [true] });
  });
});
