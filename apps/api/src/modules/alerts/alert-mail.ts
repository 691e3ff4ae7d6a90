import { ALERT_LIMITS } from '@motorplaza/domain/alerts/alert.schema';
import { vehiclePath } from '@motorplaza/domain/catalog/vehicle-listing';
import { formatUsd } from '@motorplaza/domain/shared/format';
import type { DbOrTx } from '../../db/client';
import { enqueueMail } from '../../mail/enqueue-mail';
import type { AlertRow } from './alert.repository';
import type { AlertLinks } from './alert-links';

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const FOOTER =
  'Recibes este correo porque pediste alertas del catálogo de MotorPlaza. Para ver o eliminar tus alertas, o darte de baja de todas:';

/** Every alert e-mail ends with the page of one's alerts, and names it as the one-click address. */
function footed(
  tx: DbOrTx,
  links: AlertLinks,
  message: {
    to: string;
    subject: string;
    text: string;
    html: string;
    reference?: { kind: string; id: number };
  },
) {
  const { to, subject, text, html } = message;
  const page = links.pageUrl(to);
  return enqueueMail(tx, {
    to,
    subject,
    text: `${text}\n\n--\n${FOOTER}\n${page}\n`,
    html: `${html}<hr><p style="font-size:12px;color:#555">${escapeHtml(FOOTER)} <a href="${escapeHtml(page)}">Ver o eliminar mis alertas</a></p>`,
    unsubscribeUrl: page,
    ...(message.reference ? { reference: message.reference } : {}),
  });
}

/** The double opt-in: nothing is sent about cars until this link is opened. */
export function enqueueConfirmMail(tx: DbOrTx, links: AlertLinks, alert: AlertRow): Promise<number> {
  const url = links.confirmUrl(alert.id);
  const days = ALERT_LIMITS.confirmDays;
  return footed(tx, links, {
    to: alert.correo,
    subject: 'Confirma tu alerta de MotorPlaza',
    reference: { kind: 'alerta', id: alert.id },
    text: `Pediste que te avisemos cuando llegue un auto de esta búsqueda:\n${alert.resumen}\n\nActiva tu alerta con este enlace (vence en ${days} días):\n${url}\n\nSi no la pediste, ignora este correo: sin confirmar no te escribiremos.`,
    html: `<p>Pediste que te avisemos cuando llegue un auto de esta búsqueda:</p><p><strong>${escapeHtml(alert.resumen)}</strong></p><p><a href="${escapeHtml(url)}">Activar mi alerta</a> (el enlace vence en ${days} días).</p><p>Si no la pediste, ignora este correo: sin confirmar no te escribiremos.</p>`,
  });
}

/** One car of a digest: new, or cheaper (from the first price before to the latest). */
export interface DigestCar {
  idAuto: number;
  nombre: string;
  precio: number;
  /** The price before the drops of this digest; null for a car that is only new. */
  precioAntes: number | null;
  nuevo: boolean;
  /** The criteria in words of the alerts it matched. */
  alertas: string[];
}

export function carLine(car: DigestCar): string {
  const price =
    car.precioAntes !== null && car.precioAntes > car.precio
      ? `bajó de ${formatUsd(car.precioAntes)} a ${formatUsd(car.precio)}`
      : formatUsd(car.precio);
  return `${car.nombre}${car.nuevo ? ' (nuevo)' : ''}: ${price}`;
}

/** The day's e-mail of one address: every new match of all its alerts, each car once. */
export function enqueueDigestMail(
  tx: DbOrTx,
  links: AlertLinks,
  publicUrl: string,
  to: string,
  cars: readonly DigestCar[],
): Promise<number> {
  const base = publicUrl.replace(/\/+$/, '');
  const link = (car: DigestCar) => `${base}${vehiclePath(car.idAuto)}?origen=alerta`;
  const subject =
    cars.length === 1 ? 'Llegó un auto de tu alerta' : `Llegaron ${cars.length} autos de tus alertas`;
  const text = cars
    .map((car) => `- ${carLine(car)}\n  Tu alerta: ${car.alertas.join('; ')}\n  ${link(car)}`)
    .join('\n');
  const html = cars
    .map(
      (car) =>
        `<li><a href="${escapeHtml(link(car))}">${escapeHtml(carLine(car))}</a><br><small>Tu alerta: ${escapeHtml(car.alertas.join('; '))}</small></li>`,
    )
    .join('');
  return footed(tx, links, {
    to,
    subject,
    text: `Novedades de tus alertas en MotorPlaza:\n\n${text}`,
    html: `<p>Novedades de tus alertas en MotorPlaza:</p><ul>${html}</ul>`,
  });
}
