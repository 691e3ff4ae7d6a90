import { ALERT_LIMITS, ALERT_MESSAGES } from '@motorplaza/domain/alerts/alert.schema';
import { INTEREST_MESSAGES } from '@motorplaza/domain/leads/interest.schema';
import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { alertSteps } from '../../../test/alert-fixtures';
import { mailTestApp } from '../../../test/mail-test-app';
import { alerta, consentimiento, interesado } from '../../db/schema/index';
import { expireAlerts } from './alert-work';

/** The alerts page (signed link, no account), the confirmation window, the cap, and a lead from an alert. */

const app = mailTestApp('alert-page');
const steps = alertSteps(app);

function list(token: string) {
  return app.t.server.inject({ method: 'GET', url: `/api/v1/alertas?token=${encodeURIComponent(token)}` });
}

describe('the alerts page', () => {
  it('lists the alerts of the link’s e-mail and deletes one, or all', async () => {
    const correo = 'pagina@correo.pe';
    const kept = await steps.subscribeConfirmed(correo, 'marca=Kia');
    const removed = await steps.subscribeConfirmed(correo, 'carroceria=Pickup&precio=-30000');
    await steps.subscribe(correo, 'marca=Mazda');
    await steps.subscribeConfirmed('otra@correo.pe', 'marca=Kia');
    const token = app.t.alertLinks.pageToken(correo);

    const listed = await list(token);
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    expect(listed.json().data.correo).toBe(correo);
    expect(listed.json().data.alertas).toMatchObject([
      { idAlerta: kept.idAlerta, estado: 'ACTIVA', resumen: 'Kia', consulta: 'marca=Kia' },
      { idAlerta: removed.idAlerta, estado: 'ACTIVA', resumen: 'Pickup · hasta US$ 30,000' },
      { estado: 'PENDIENTE', resumen: 'Mazda' },
    ]);

    // Another person's link cannot delete it.
    const foreign = await app.t.server.inject({
      method: 'DELETE',
      url: `/api/v1/alertas/${removed.idAlerta}?token=${app.t.alertLinks.pageToken('otra@correo.pe')}`,
    });
    expect(foreign.statusCode).toBe(404);
    const deleted = await app.t.server.inject({
      method: 'DELETE',
      url: `/api/v1/alertas/${removed.idAlerta}?token=${token}`,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(ALERT_MESSAGES.deleted);
    expect((await list(token)).json().data.alertas).toHaveLength(2);
    const [ledger] = await app.t.database.db
      .select()
      .from(consentimiento)
      .where(eq(consentimiento.referenciaId, removed.idAlerta))
      .orderBy(desc(consentimiento.id))
      .limit(1);
    expect(ledger).toMatchObject({ formulario: 'BAJA_ALERTA', aceptaPrivacidad: false });

    const all = await app.t.server.inject({ method: 'DELETE', url: `/api/v1/alertas?token=${token}` });
    expect(all.json().message).toBe(ALERT_MESSAGES.allDeleted);
    expect((await list(token)).json().data.alertas).toEqual([]);
    expect((await list(app.t.alertLinks.pageToken('otra@correo.pe'))).json().data.alertas).toHaveLength(1);
  });

  it('refuses a token it did not sign', async () => {
    const forged = `${app.t.alertLinks.pageToken('pagina@correo.pe').split('.')[0]}.${'A'.repeat(43)}`;
    const response = await list(forged);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ALERT_MESSAGES.token);
    // The unsubscribe token of marketing e-mails is another signature: no use here.
    expect((await list(app.t.unsubscribe.token('pagina@correo.pe'))).statusCode).toBe(400);
  });
});

describe('subscribing', () => {
  it('refuses a confirmation past its window, and the sweep removes the alert with a ledger line', async () => {
    const correo = 'tarde@correo.pe';
    expect((await steps.subscribe(correo, 'marca=Honda')).statusCode).toBe(201);
    const token = await steps.confirmToken(correo);
    await app.t.database.db
      .update(alerta)
      .set({ venceEn: new Date(Date.now() - 1000) })
      .where(sql`lower(${alerta.correo}) = ${correo}`);
    const late = await steps.confirm(token);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(ALERT_MESSAGES.expired);
    expect(await expireAlerts(app.t.database.db, new Date())).toBe(1);
    expect((await steps.confirm(token)).statusCode).toBe(404);
    const ledger = await app.t.database.db
      .select({ texto: consentimiento.texto })
      .from(consentimiento)
      .where(sql`${consentimiento.correo} = ${correo}`)
      .orderBy(desc(consentimiento.id));
    expect(ledger[0]?.texto).toContain('venció sin confirmar');
  });

  it(`caps the alerts of one e-mail at ${ALERT_LIMITS.perEmail}; the same search again sends the link again`, async () => {
    const correo = 'muchas@correo.pe';
    for (let year = 2010; year < 2010 + ALERT_LIMITS.perEmail; year += 1)
      expect((await steps.subscribe(correo, `anio=${year}-`)).statusCode).toBe(201);
    const over = await steps.subscribe(correo, 'marca=Subaru');
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(ALERT_MESSAGES.cap);
    const again = await steps.subscribe(correo, 'anio=2010-');
    expect(again.statusCode).toBe(201);
    expect(await steps.mailsTo(correo, 'Confirma tu alerta')).toHaveLength(ALERT_LIMITS.perEmail + 1);
  });

  it('validates with the schema: the privacy box, the e-mail, the query length', async () => {
    const noConsent = await steps.subscribe('a@correo.pe', 'marca=Kia', { consentimientoPrivacidad: false });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().errors.consentimientoPrivacidad).toBe(ALERT_MESSAGES.privacidad);
    expect((await steps.subscribe('no-es-correo', 'marca=Kia')).statusCode).toBe(400);
    expect((await steps.subscribe('b@correo.pe', `q=${'x'.repeat(ALERT_LIMITS.queryMax)}`)).statusCode).toBe(
      400,
    );
  });
});

describe('a lead from an alert e-mail', () => {
  it('carries the origin ALERTA from the vehicle page link; any other origin is refused', async () => {
    const car = await steps.newCar({ marca: 'Nissan', modelo: 'Kicks', carroceria: 'SUV' });
    const lead = (origen?: string) =>
      app.t.server.inject({
        method: 'POST',
        url: '/api/v1/interesados',
        remoteAddress: `10.27.0.${origen ? origen.length : 1}`,
        payload: {
          idAuto: car.idAuto,
          nombreCompleto: 'Lucía Fernández Rojas',
          dni: '45678912',
          correo: 'lucia@correo.pe',
          celular: '987654321',
          consentimientoPrivacidad: true,
          ...(origen ? { origen } : {}),
        },
      });
    const fromAlert = await lead('ALERTA');
    expect(fromAlert.statusCode).toBe(201);
    expect(fromAlert.json().message).toBe(INTEREST_MESSAGES.created);
    expect((await lead('TIENDA')).statusCode).toBe(400);
    expect((await lead()).statusCode).toBe(201);
    const origins = await app.t.database.db
      .select({ origen: interesado.origen })
      .from(interesado)
      .where(eq(interesado.idAuto, car.idAuto))
      .orderBy(interesado.idInteresado);
    expect(origins.map((row) => row.origen)).toEqual(['ALERTA', 'WEB']);
  });
});
