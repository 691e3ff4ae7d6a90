import type { VehicleSaveInput } from '@motorplaza/domain/vehicles/vehicle-form.schema';
import type { ParsedMail } from 'mailparser';
import { sendAlertDigests } from '../src/modules/alerts/alert-digest';
import { createAlertMatcher } from '../src/modules/alerts/alert-matcher';
import { headerOf } from './mail-headers';
import type { SmtpSink } from './smtp-sink';
import type { TestApp } from './test-app';
import { saveBody, vehicleForm } from './vehicle-fixtures';

/** The alert tests' steps: subscribe, read the e-mails, save cars, run the background work by hand. */
export function alertSteps(app: { t: TestApp; sink: SmtpSink }) {
  let address = 0;
  let plate = 0;

  async function subscribe(correo: string, consulta: string, extra: Record<string, unknown> = {}) {
    address += 1;
    return app.t.server.inject({
      method: 'POST',
      url: '/api/v1/alertas',
      remoteAddress: `10.26.0.${address}`,
      payload: { correo, consulta, consentimientoPrivacidad: true, ...extra },
    });
  }

  /** The messages to `to` whose subject starts with `subject`, after sending what is queued. */
  async function mailsTo(to: string, subject: string): Promise<ParsedMail[]> {
    await app.t.mail.drainNow();
    const found = () =>
      app.sink.received.filter(
        (mail) =>
          mail.subject?.startsWith(subject) && mail.to && JSON.stringify(mail.to).includes(to.toLowerCase()),
      );
    for (let i = 0; i < 40 && found().length === 0; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 25));
    return found();
  }

  /** The token of the last confirmation link sent to `to`. */
  async function confirmToken(to: string): Promise<string> {
    const mails = await mailsTo(to, 'Confirma tu alerta');
    const token = mails.at(-1)?.text?.match(/\/alertas\/confirmar\?token=([\w.-]+)/)?.[1];
    if (!token) throw new Error(`no confirmation link for ${to}`);
    return token;
  }

  function confirm(token: string) {
    return app.t.server.inject({ method: 'POST', url: '/api/v1/alertas/confirmar', payload: { token } });
  }

  async function subscribeConfirmed(correo: string, consulta: string) {
    const created = await subscribe(correo, consulta);
    if (created.statusCode !== 201) throw new Error(created.body);
    const confirmed = await confirm(await confirmToken(correo));
    if (confirmed.statusCode !== 200) throw new Error(confirmed.body);
    return confirmed.json().data.alerta as { idAlerta: number; resumen: string };
  }

  /** Saves a new car as the admin; answers its id and its version. */
  async function newCar(overrides: Partial<VehicleSaveInput>) {
    plate += 1;
    const form = vehicleForm({
      placa: `ALR-${String(plate).padStart(3, '0')}`,
      tag: `AL-${plate}`,
      ...overrides,
    });
    const body = await saveBody(form, []);
    const response = await app.t.injectAs('ADMIN', { method: 'POST', url: '/api/v1/automoviles', ...body });
    if (response.statusCode !== 201) throw new Error(response.body);
    const car = response.json().data.automovil as { idAuto: number; versionRegistro: number };
    return { ...car, form };
  }

  /** Lists the car at a lower price ('Último precio'). */
  async function cutPrice(car: Awaited<ReturnType<typeof newCar>>, ultimoPrecioCompra: number) {
    const form = { ...car.form, versionRegistro: car.versionRegistro, ultimoPrecioCompra };
    const body = await saveBody(form, []);
    const response = await app.t.injectAs('ADMIN', {
      method: 'PUT',
      url: `/api/v1/automoviles/${car.idAuto}`,
      ...body,
    });
    if (response.statusCode !== 200) throw new Error(response.body);
    return { ...car, form, versionRegistro: response.json().data.automovil.versionRegistro as number };
  }

  const matcher = () => createAlertMatcher(app.t.database.db);

  /** The digests of `now` (a Lima time), queued and sent. */
  async function digests(now: Date) {
    const queued = await sendAlertDigests(app.t.database.db, app.t.alertLinks, 'http://localhost:3000', now);
    await app.t.mail.drainNow();
    return queued;
  }

  /** A header of a received message as it came over the wire. */
  function headerOfMail(mail: ParsedMail | undefined, name: string): string | undefined {
    const raw = mail ? app.sink.raw[app.sink.received.indexOf(mail)] : undefined;
    return raw ? headerOf(raw.toString(), name) : undefined;
  }

  return {
    headerOfMail,
    subscribe,
    mailsTo,
    confirmToken,
    confirm,
    subscribeConfirmed,
    newCar,
    cutPrice,
    matcher,
    digests,
  };
}

/** The alerts page link of a message (its token in the URL). */
export function pageToken(mail: ParsedMail | undefined): string {
  const token = mail?.text?.match(/\/alertas\?token=([\w.-]+)/)?.[1];
  if (!token) throw new Error('no alerts page link');
  return token;
}
