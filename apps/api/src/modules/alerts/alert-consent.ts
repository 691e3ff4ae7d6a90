import { CONSENT_TEXTS } from '@motorplaza/domain/legal/consent';
import type { DbOrTx } from '../../db/client';
import { recordConsent } from '../consent/consent.repository';
import type { AlertRow } from './alert.repository';

/** Why a consent record of an alert was written (issue 26): the ledger keeps each step. */
export type AlertConsentStep = 'suscripcion' | 'confirmacion' | 'eliminacion' | 'baja' | 'vencimiento';

const STEP_TEXTS: Record<AlertConsentStep, string> = {
  suscripcion: `${CONSENT_TEXTS.privacidad}\nAvísame cuando llegue: quiero recibir por correo los autos nuevos o con precio rebajado de esta búsqueda (a lo más un correo al día).`,
  confirmacion: 'Confirmó la alerta con el enlace del correo (doble confirmación).',
  eliminacion: 'Eliminó la alerta desde la página de sus alertas.',
  baja: 'Se dio de baja de todas sus alertas con un clic desde el correo.',
  vencimiento: 'La alerta venció sin confirmar y se eliminó.',
};

/** Writes the step in the ledger, in the transaction of the change, with the alert's criteria. */
export async function recordAlertConsent(
  tx: DbOrTx,
  alert: AlertRow,
  step: AlertConsentStep,
  ip: string | null,
): Promise<void> {
  const subscribed = step === 'suscripcion' || step === 'confirmacion';
  await recordConsent(tx, {
    formulario: subscribed ? 'ALERTA' : 'BAJA_ALERTA',
    referenciaTipo: 'alerta',
    referenciaId: alert.id,
    correo: alert.correo,
    documento: null,
    aceptaPrivacidad: subscribed,
    aceptaMarketing: false,
    ip,
    texto: `${STEP_TEXTS[step]}\nBúsqueda: ${alert.resumen}`,
  });
}
