import {
  ALERT_LIMITS,
  ALERT_MESSAGES,
  type AlertCreate,
  type AlertView,
} from '@motorplaza/domain/alerts/alert.schema';
import {
  alertCriteriaFromQuery,
  alertQuery,
  criteriaSummary,
} from '@motorplaza/domain/alerts/alert-criteria';
import { normalizeEmail } from '@motorplaza/domain/legal/unsubscribe-token';
import { COLUMN_LENGTHS } from '@motorplaza/domain/shared/column-lengths';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { enqueueMail } from '../../mail/enqueue-mail';
import type { MailDrainer } from '../../mail/mail-drainer';
import type { RequestContext } from '../movements/request-context';
import {
  alertsOf,
  deleteAlerts,
  deleteExpired,
  insertAlert,
  lockAlert,
  lockEmail,
  toAlertView,
  updateAlert,
} from './alert.repository';
import { recordAlertConsent } from './alert-consent';
import type { AlertLinks } from './alert-links';
import { alertConfirmMail } from './alert-mail';

const DAY_MS = 86_400_000;

export interface AlertServiceDeps {
  db: Db;
  links: AlertLinks;
  mail: Pick<MailDrainer, 'wake'>;
}

/** 'Avísame cuando llegue' (issue 26): subscribe, confirm, list and delete, each in one transaction. */
export function createAlertService({ db, links, mail }: AlertServiceDeps) {
  function emailOf(token: string): string {
    const correo = links.verifyPage(token);
    if (!correo) throw badRequest({ token: ALERT_MESSAGES.token }, ALERT_MESSAGES.token);
    return correo;
  }

  return {
    /**
     * A PENDING alert and its confirmation e-mail. The query is re-read by the catalogue's own parser
     * (never the client's words); the same search again re-sends the link of a pending alert and
     * changes nothing for an active one, with the same answer, so the form tells no one what exists.
     */
    async create(body: AlertCreate, context: RequestContext, now = new Date()): Promise<void> {
      const correo = normalizeEmail(body.correo);
      const criteria = alertCriteriaFromQuery(body.consulta);
      const consulta = alertQuery(criteria);
      // Words of values of at most 100 characters each; bounded by the column all the same.
      const resumen = criteriaSummary(criteria).slice(0, COLUMN_LENGTHS.alerta.resumen);
      const venceEn = new Date(now.getTime() + ALERT_LIMITS.confirmDays * DAY_MS);
      await db.transaction(async (tx) => {
        await lockEmail(tx, correo);
        for (const gone of await deleteExpired(tx, now, correo))
          await recordAlertConsent(tx, gone, 'vencimiento', null);
        const existing = await alertsOf(tx, correo);
        const same = existing.find((alert) => alert.consulta === consulta);
        if (same?.estado === 'ACTIVA') return;
        if (same) {
          const renewed = await updateAlert(tx, same.id, { venceEn, resumen });
          await enqueueMail(tx, alertConfirmMail(links, renewed));
          return;
        }
        if (existing.length >= ALERT_LIMITS.perEmail) throw conflict(ALERT_MESSAGES.cap);
        const alert = await insertAlert(tx, {
          correo,
          consulta,
          resumen,
          marcas: [...criteria.filters.marca],
          venceEn,
          creadoEn: now,
        });
        await recordAlertConsent(tx, alert, 'suscripcion', context.ip);
        await enqueueMail(tx, alertConfirmMail(links, alert));
      });
      mail.wake();
    },

    /** The confirmation link: PENDIENTE → ACTIVA within its window; an expired one is refused. */
    async confirm(token: string, context: RequestContext, now = new Date()) {
      const id = links.verifyConfirm(token);
      if (id === null) throw badRequest({ token: ALERT_MESSAGES.token }, ALERT_MESSAGES.token);
      return db.transaction(async (tx) => {
        const alert = await lockAlert(tx, id);
        if (!alert) throw notFound(ALERT_MESSAGES.gone);
        if (alert.estado === 'ACTIVA') return { message: ALERT_MESSAGES.already, alerta: toAlertView(alert) };
        if (alert.venceEn <= now) throw conflict(ALERT_MESSAGES.expired);
        const active = await updateAlert(tx, id, { estado: 'ACTIVA', confirmadoEn: now });
        await recordAlertConsent(tx, active, 'confirmacion', context.ip);
        return { message: ALERT_MESSAGES.confirmed, alerta: toAlertView(active) };
      });
    },

    /** The alerts of the signed page link's e-mail, expired pending ones left out. */
    async list(token: string, now = new Date()): Promise<{ correo: string; alertas: AlertView[] }> {
      const correo = emailOf(token);
      const rows = await alertsOf(db, correo);
      return {
        correo,
        alertas: rows.filter((row) => row.estado === 'ACTIVA' || row.venceEn > now).map(toAlertView),
      };
    },

    /** Deletes one alert of the link's e-mail ('Eliminar' on the alerts page). */
    async remove(token: string, id: number, context: RequestContext): Promise<void> {
      const correo = emailOf(token);
      await db.transaction(async (tx) => {
        const alert = await lockAlert(tx, id);
        if (!alert || normalizeEmail(alert.correo) !== correo) throw notFound(ALERT_MESSAGES.gone);
        await recordAlertConsent(tx, alert, 'eliminacion', context.ip);
        await deleteAlerts(tx, [alert.id]);
      });
    },

    /** Every alert of the e-mail: the one-click unsubscribe of the e-mails, and 'Eliminar todas'. */
    async removeAll(token: string, context: RequestContext, step: 'baja' | 'eliminacion'): Promise<number> {
      const correo = emailOf(token);
      return db.transaction(async (tx) => {
        await lockEmail(tx, correo);
        const alerts = await alertsOf(tx, correo);
        for (const alert of alerts) await recordAlertConsent(tx, alert, step, context.ip);
        await deleteAlerts(
          tx,
          alerts.map((alert) => alert.id),
        );
        return alerts.length;
      });
    },
  };
}

export type AlertService = ReturnType<typeof createAlertService>;
