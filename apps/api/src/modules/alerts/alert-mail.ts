import { ALERT_LIMITS } from '@motorplaza/domain/alerts/alert.schema';
import { vehiclePath } from '@motorplaza/domain/catalog/vehicle-listing';
import { formatUsd } from '@motorplaza/domain/shared/format';
import type { OutgoingMail } from '../../mail/enqueue-mail';
import type { AlertLinks } from './alert-links';

const FOOTER =
  'Recibes este correo porque pediste alertas del catálogo de MotorPlaza. Para ver o eliminar tus alertas, o darte de baja de todas con un clic:';

/**
 * Every alert e-mail ends with the page of one's alerts (a visible link) and names the same address in
 * its List-Unsubscribe pair, where the mail program's button deletes them all (RFC 8058).
 */
function footed(links: AlertLinks, mail: Omit<OutgoingMail, 'unsubscribeUrl'>): OutgoingMail {
  const page = links.pageUrl(mail.to);
  return { ...mail, text: `${mail.text}\n\n--\n${FOOTER}\n${page}\n`, unsubscribeUrl: page };
}

/** The double opt-in: nothing is sent about cars until this link is opened. */
export function alertConfirmMail(
  links: AlertLinks,
  alert: { id: number; correo: string; resumen: string },
): OutgoingMail {
  return footed(links, {
    to: alert.correo,
    subject: 'Confirma tu alerta de MotorPlaza',
    reference: { kind: 'alerta', id: alert.id },
    text: `Pediste que te avisemos cuando llegue un auto de esta búsqueda:\n${alert.resumen}\n\nActiva tu alerta con este enlace (vence en ${ALERT_LIMITS.confirmDays} días):\n${links.confirmUrl(alert.id)}\n\nSi no la pediste, ignora este correo: sin confirmar no te escribiremos.`,
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

/**
 * The day's e-mail of one address: every new match of all its alerts, each car once, each with its
 * vehicle page link marked `?origen=alerta` (a lead made from it is an 'Alerta' lead).
 */
export function alertDigestMail(
  links: AlertLinks,
  publicUrl: string,
  to: string,
  cars: readonly DigestCar[],
): OutgoingMail {
  const base = publicUrl.replace(/\/+$/, '');
  const lines = cars.map(
    (car) =>
      `- ${carLine(car)}\n  Tu alerta: ${car.alertas.join('; ')}\n  ${base}${vehiclePath(car.idAuto)}?origen=alerta`,
  );
  return footed(links, {
    to,
    subject:
      cars.length === 1 ? 'Llegó un auto de tu alerta' : `Llegaron ${cars.length} autos de tus alertas`,
    text: `Novedades de tus alertas en MotorPlaza:\n\n${lines.join('\n')}`,
  });
}
