/**
 * Consent is proven, not assumed (Ley 29733 art. 13.5; D.S. 016-2024-JUS): every public form that
 * collects personal data stores what was accepted, under which version of the privacy policy, when
 * and from which address. The texts below are the ones shown beside the boxes, stored with the record
 * (docs/decisions/0029).
 */

/** The privacy policy's version: its last-updated date (the page shows it). */
export const PRIVACY_POLICY_VERSION = '2026-11-28';

/**
 * The privacy box's sentence around its link to the policy: the forms draw `link` as the link to the
 * section of the policy that concerns them, the record stores the whole sentence.
 */
export const PRIVACY_CONSENT_PARTS = {
  before: 'He leído y acepto la ',
  link: 'política de privacidad',
  after: ' y autorizo el uso de mis datos para atender esta solicitud.',
} as const;

export interface ConsentTexts {
  readonly privacidad: string;
  readonly marketing: string;
}

export const CONSENT_TEXTS = {
  privacidad: `${PRIVACY_CONSENT_PARTS.before}${PRIVACY_CONSENT_PARTS.link}${PRIVACY_CONSENT_PARTS.after}`,
  marketing: 'Quiero recibir ofertas y novedades por correo o WhatsApp (opcional).',
} as const satisfies ConsentTexts;

/**
 * The boxes of the staff's 'Añadir Interesado' (a call or a store visit): the staff member confirms
 * the client accepted the policy by voice (decision 0023).
 */
export const STAFF_CONSENT_TEXTS = {
  privacidad: 'El cliente aceptó de palabra la política de privacidad (Ley 29733)',
  marketing: 'Acepta recibir ofertas y novedades',
} as const satisfies ConsentTexts;

/** The consent text stored for a submission: the required box, and the optional one only if ticked. */
export function consentText(marketing: boolean, texts: ConsentTexts = CONSENT_TEXTS): string {
  return marketing ? `${texts.privacidad}\n${texts.marketing}` : texts.privacidad;
}
