import { ALERT_MESSAGES } from '@motorplaza/domain/alerts/alert.schema';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { alertSteps, pageToken } from '../../../test/alert-fixtures';
import { mailTestApp } from '../../../test/mail-test-app';
import { alerta, alertaCoincidencia, consentimiento } from '../../db/schema/index';

/**
 * 'Avísame cuando llegue' end to end (issue 26): double opt-in by the e-mail's link, matching off the
 * request path, one grouped e-mail a day at most, one-click unsubscribe.
 */

const app = mailTestApp('alert-flow');
const steps = alertSteps(app);
const CORREO = 'Comprador.Alerta@Correo.pe';
const QUERY = 'marca=Toyota&carroceria=SUV&precio=-25000&orden=menor-precio';

/** That hour (10:00 unless said) in Lima (UTC-5, no summer time) of a December day. */
const limaMorning = (day: number, hour = 10) => new Date(Date.UTC(2026, 11, day, hour + 5));

let first: Awaited<ReturnType<typeof steps.newCar>>;
let arrival: Awaited<ReturnType<typeof steps.newCar>>;

beforeAll(() => {
  expect(app.t).toBeDefined();
});

describe("'Avísame cuando llegue'", () => {
  it('stores a pending alert from the catalogue query and sends the confirmation link; nothing matches before it is opened', async () => {
    const created = await steps.subscribe(CORREO, QUERY);
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe(ALERT_MESSAGES.created);
    const [row] = await app.t.database.db
      .select()
      .from(alerta)
      .where(sql`lower(${alerta.correo}) = ${CORREO.toLowerCase()}`);
    // The server keeps the catalogue's own reading of the query: the order is not a criterion.
    expect(row).toMatchObject({
      estado: 'PENDIENTE',
      consulta: 'marca=Toyota&carroceria=SUV&precio=-25000',
      resumen: 'Toyota · SUV · hasta US$ 25,000',
    });
    const [mail] = await steps.mailsTo(CORREO.toLowerCase(), 'Confirma tu alerta');
    expect(mail?.text).toContain('Toyota · SUV · hasta US$ 25,000');
    expect(steps.headerOfMail(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(steps.headerOfMail(mail, 'List-Unsubscribe')).toBe(`<${app.t.alertLinks.pageUrl(CORREO)}>`);

    // A matching car arriving before the confirmation is not news for a pending alert.
    first = await steps.newCar({ carroceria: 'SUV', precioCompra: 24_000 });
    expect(await steps.matcher().drain()).toEqual({ events: 1, matches: 0 });

    const consents = await app.t.database.db
      .select()
      .from(consentimiento)
      .where(eq(consentimiento.referenciaId, row?.id ?? 0));
    expect(consents.map((consent) => consent.formulario)).toEqual(['ALERTA']);
    expect(consents[0]).toMatchObject({ aceptaPrivacidad: true, correo: CORREO.toLowerCase() });
  });

  it('activates the alert with the link, once', async () => {
    const token = await steps.confirmToken(CORREO.toLowerCase());
    const confirmed = await steps.confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      message: 'Tu alerta está activa',
      data: { alerta: { estado: 'ACTIVA', resumen: 'Toyota · SUV · hasta US$ 25,000' } },
    });
    expect((await steps.confirm(token)).json().message).toBe(ALERT_MESSAGES.already);
    expect((await steps.confirm(`${token.split('.')[0]}.${'x'.repeat(43)}`)).statusCode).toBe(400);
  });

  it('lists a new matching car and a matching price drop once, in one e-mail for all the alerts of the address', async () => {
    await steps.subscribeConfirmed(CORREO, 'q=rav4');
    arrival = await steps.newCar({ carroceria: 'SUV', precioCompra: 23_900, modelo: 'RAV4' });
    await steps.newCar({ marca: 'Kia', modelo: 'Sportage', carroceria: 'SUV', precioCompra: 20_000 });
    const dearer = await steps.newCar({ carroceria: 'SUV', modelo: 'Fortuner', precioCompra: 27_000 });
    const stillDear = await steps.newCar({ carroceria: 'SUV', modelo: 'Land Cruiser', precioCompra: 30_000 });
    await steps.cutPrice(dearer, 24_500);
    await steps.cutPrice(stillDear, 26_000);
    const round = await steps.matcher().drain();
    expect(round.events).toBe(6);

    // Before 08:00 in Lima nothing leaves; from then, one e-mail.
    expect(await steps.digests(limaMorning(1, 7))).toBe(0);
    expect(await steps.digests(limaMorning(1))).toBe(1);
    const digests = await steps.mailsTo(CORREO.toLowerCase(), 'Llegaron');
    expect(digests).toHaveLength(1);
    const text = digests[0]?.text ?? '';
    expect(text).toContain('Toyota RAV4 2.0 XLE 2020 (nuevo): US$ 23,900');
    // Public at US$ 27,000 (no match), then cut into the alert's range before the matcher's turn.
    expect(text).toContain('Toyota Fortuner 2.0 XLE 2020 (nuevo): bajó de US$ 27,000 a US$ 24,500');
    expect(text).not.toContain('Sportage');
    expect(text).not.toContain('Land Cruiser');
    // The RAV4 matched both alerts: listed once, naming both.
    expect(text.match(/RAV4 2\.0 XLE 2020/g)).toHaveLength(1);
    expect(text).toContain('Tu alerta: Toyota · SUV · hasta US$ 25,000; “rav4”');
    expect(text).toContain(`/info-auto/${arrival.idAuto}?origen=alerta`);
    expect(steps.headerOfMail(digests[0], 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(pageToken(digests[0])).toBe(app.t.alertLinks.pageToken(CORREO));
    // The first car arrived while the alert was pending: not in the e-mail.
    expect(text).not.toContain(`/info-auto/${first.idAuto}?`);
  });

  it('sends at most one e-mail a day: a later drop waits for the next day', async () => {
    const car = await steps.newCar({ carroceria: 'SUV', modelo: 'Hilux', precioCompra: 24_800 });
    await steps.matcher().drain();
    expect(await steps.digests(limaMorning(1, 18))).toBe(0);
    await steps.cutPrice(car, 22_000);
    await steps.cutPrice(arrival, 23_000);
    await steps.matcher().drain();
    expect(await steps.digests(limaMorning(1, 23))).toBe(0);
    expect(await steps.digests(limaMorning(2, 9))).toBe(1);
    expect(await steps.digests(limaMorning(2, 12))).toBe(0);
    const [latest] = (await steps.mailsTo(CORREO.toLowerCase(), 'Llegaron 2')).slice(-1);
    expect(latest?.text).toContain('Toyota Hilux 2.0 XLE 2020 (nuevo): bajó de US$ 24,800 a US$ 22,000');
    // Already told of on day 1: now only its drop.
    expect(latest?.text).toContain('Toyota RAV4 2.0 XLE 2020: bajó de US$ 23,900 a US$ 23,000');
    const unsent = await app.t.database.db
      .select()
      .from(alertaCoincidencia)
      .where(sql`${alertaCoincidencia.enviadoEn} is null`);
    expect(unsent).toEqual([]);
  });

  it('unsubscribes every alert of the address with the one-click POST of the e-mail', async () => {
    const token = app.t.alertLinks.pageToken(CORREO);
    const refused = await app.t.server.inject({
      method: 'POST',
      url: `/alertas?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=Otra-Cosa',
    });
    expect(refused.statusCode).toBe(400);
    const response = await app.t.server.inject({
      method: 'POST',
      url: `/alertas?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(ALERT_MESSAGES.allDeleted);
    const left = await app.t.database.db
      .select()
      .from(alerta)
      .where(sql`lower(${alerta.correo}) = ${CORREO.toLowerCase()}`);
    expect(left).toEqual([]);
    const ledger = await app.t.database.db
      .select({ formulario: consentimiento.formulario, texto: consentimiento.texto })
      .from(consentimiento)
      .where(
        sql`${consentimiento.correo} = ${CORREO.toLowerCase()} and ${consentimiento.formulario} = 'BAJA_ALERTA'`,
      );
    expect(ledger).toHaveLength(2);
    expect(ledger[0]?.texto).toContain('con un clic desde el correo');

    // Nothing more is matched or sent for that address.
    await steps.newCar({ carroceria: 'SUV', precioCompra: 21_000 });
    expect((await steps.matcher().drain()).matches).toBe(0);
    expect(await steps.digests(limaMorning(3))).toBe(0);
  });
});
