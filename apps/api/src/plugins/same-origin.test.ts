import { HTTP_MESSAGES } from '@motorplaza/domain/http/http-messages';
import { todayInLima } from '@motorplaza/domain/shared/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullSheet } from '../../test/complaint-fixtures';
import { noisyJpeg } from '../../test/images';
import { inspectionSlots, offerBody, offerForm } from '../../test/offer-fixtures';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';
import {
  automovil,
  complaint,
  consentimiento,
  interesado,
  sellOffer,
  sellOfferFoto,
  solicitudBajaMarketing,
} from '../db/schema/index';

// Issue 23, Medium 3: a page on another site made its visitors' browsers file offers (multipart with
// `Origin: https://evil.example` → 201). Every write from another site's page is refused with 403.

let t: TestApp;
let slots: string[];
let photo: Buffer;
let idAuto: number;
let address = 0;
/** The test app's PUBLIC_URL (the default for port 3000). */
const SITE = 'http://localhost:3000';
const EVIL = { origin: 'https://evil.example' };

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  slots = await inspectionSlots(t);
  photo = await noisyJpeg(400, 300);
  const cars = await t.database.db.select().from(automovil);
  idAuto = cars.find((car) => car.estadoDes === 'DISPONIBLE')?.idAuto ?? 0;
}, 60_000);
afterAll(() => t?.close());

/** Each call from an address of its own, so the per-address limits stay out of the way. */
const nextAddress = () => {
  address += 1;
  return `10.44.${address >> 8}.${address & 255}`;
};

async function offer(headers: Record<string, string>, slot: string) {
  const body = await offerBody(offerForm(slot), [
    { name: 'foto_1', filename: 'a.jpg', data: photo, type: 'image/jpeg' },
    { name: 'foto_2', filename: 'b.jpg', data: photo, type: 'image/jpeg' },
  ]);
  return t.server.inject({
    method: 'POST',
    url: '/api/v1/vende-tu-auto',
    remoteAddress: nextAddress(),
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

const lead = () => ({
  idAuto,
  nombreCompleto: 'Lucía Fernández Rojas',
  dni: '45678912',
  correo: 'lucia.fernandez@correo.pe',
  celular: '987654321',
  fechaCita: todayInLima(),
  comentarios: 'Quisiera verlo el sábado.',
  consentimientoPrivacidad: true,
  consentimientoMarketing: false,
});

const post = (url: string, payload: object, headers: Record<string, string>) =>
  t.server.inject({ method: 'POST', url, payload, headers, remoteAddress: nextAddress() });

async function stored() {
  const db = t.database.db;
  return {
    offers: (await db.select().from(sellOffer)).length,
    photos: (await db.select().from(sellOfferFoto)).length,
    sheets: (await db.select().from(complaint)).length,
    leads: (await db.select().from(interesado)).length,
    withdrawals: (await db.select().from(solicitudBajaMarketing)).length,
    consents: (await db.select().from(consentimiento)).length,
  };
}

const refused = { success: false, message: HTTP_MESSAGES.crossSite };

describe('writes sent from another site', () => {
  it('refuses a multipart offer, a complaint sheet, a lead and a withdrawal with 403; nothing is stored', async () => {
    const before = await stored();
    const answers = [
      await offer(EVIL, slots[0] ?? ''),
      await offer({ 'sec-fetch-site': 'cross-site' }, slots[0] ?? ''),
      await post('/api/v1/reclamos', fullSheet(), EVIL),
      await post('/api/v1/reclamos', fullSheet(), { 'sec-fetch-site': 'cross-site', origin: SITE }),
      await post('/api/v1/interesados', lead(), EVIL),
      await post('/api/v1/bajas-publicidad', { correo: 'baja@correo.pe' }, EVIL),
      // Another host of the same site is not this site.
      await post('/api/v1/interesados', lead(), {
        'sec-fetch-site': 'same-site',
        origin: 'https://blog.localhost',
      }),
      await post('/api/v1/interesados', lead(), { origin: 'null' }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(403);
      expect(answer.json()).toEqual(refused);
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses a staff write carried by cookies or a bearer token from another site', async () => {
    const login = await t.server.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { correo: t.users.ADMIN.correo, contrasena: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const cookies = login.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    expect(cookies).not.toBe('');
    const renewed = await t.server.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      headers: { cookie: cookies, ...EVIL },
    });
    expect(renewed.statusCode).toBe(403);
    expect(renewed.json()).toEqual(refused);
    const client = await t.injectAs('ADMIN', {
      method: 'POST',
      url: '/api/v1/clientes',
      payload: { nombres: 'Teodora', apellidos: 'Cárdenas', dni: '45678913', estado: true },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(client.statusCode).toBe(403);
  });
});

describe('writes sent from the site itself, or by no browser', () => {
  it('accepts the site’s own origin, same-origin fetch metadata and requests without either', async () => {
    const before = await stored();
    const answers = [
      await offer({ origin: SITE, 'sec-fetch-site': 'same-origin' }, slots[1] ?? ''),
      // The site's Referrer-Policy: no-referrer makes browsers send `Origin: null` on its own posts.
      await post('/api/v1/reclamos', fullSheet(), { origin: 'null', 'sec-fetch-site': 'same-origin' }),
      // The request's own host (a browser without fetch metadata, on another name of the server).
      await post('/api/v1/interesados', lead(), { origin: 'http://localhost:80', host: 'localhost:80' }),
      await post('/api/v1/bajas-publicidad', { correo: 'baja@correo.pe' }, {}),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 200]);
    const after = await stored();
    expect(after.offers).toBe(before.offers + 1);
    expect(after.sheets).toBe(before.sheets + 1);
    expect(after.leads).toBe(before.leads + 1);
    expect(after.withdrawals).toBe(before.withdrawals + 1);
  });

  it('lets reads from anywhere through', async () => {
    const response = await t.server.inject({
      method: 'GET',
      url: '/api/v1/vende-tu-auto/horarios',
      headers: EVIL,
    });
    expect(response.statusCode).toBe(200);
  });
});
