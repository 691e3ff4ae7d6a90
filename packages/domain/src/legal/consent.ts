/**
 * Consent is proven, not assumed (Ley 29733 art. 13.5; D.S. 016-2024-JUS): every public form that
 * collects personal data stores what was accepted, under which version of the privacy policy, when
 * and from which address. The texts below are the ones shown beside the boxes, stored with the record.
 */

/** The privacy policy's version: its last-updated date (the page shows it). */
export const PRIVACY_POLICY_VERSION = '2026-11-24';

export const CONSENT_TEXTS = {
  privacidad:
    'He leído y acepto la política de privacidad y autorizo el uso de mis datos para atender esta solicitud.',
  marketing: 'Quiero recibir ofertas y novedades por correo o WhatsApp (opcional).',
} as const;

/** The consent text stored for a submission: the required box, and the optional one only if ticked. */
export function consentText(marketing: boolean): string {
  return marketing ? `${CONSENT_TEXTS.privacidad}\n${CONSENT_TEXTS.marketing}` : CONSENT_TEXTS.privacidad;
}
