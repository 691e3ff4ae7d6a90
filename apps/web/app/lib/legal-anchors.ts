/**
 * Anchors of the legal pages that other screens link to; the privacy policy builds its headings from
 * the same names, so a renamed section cannot leave a consent link pointing nowhere.
 */
export const PRIVACY_SECTIONS = {
  /** What the data of an interested buyer (the interest form) is used for. */
  interestedBuyers: 'banco-interesados',
  /** The data of people who offer their car ('Vende tu auto'). */
  sellers: 'banco-vendedores',
  /** The data of the complaints book ('Libro de Reclamaciones'). */
  complainants: 'banco-reclamos',
  /** The optional purposes: marketing, only with the separate box. */
  marketing: 'finalidades-adicionales',
  /** The catalogue alerts' e-mail ('Avísame cuando llegue', issue 26). */
  alerts: 'banco-alertas',
  /** The form to stop marketing, linked from the unsubscribe page (docs/decisions/0029). */
  marketingWithdrawal: 'baja-publicidad',
} as const;

const privacy = (section: string) => `/politicas-de-privacidad#${section}`;

/** The link of the interest form's privacy consent box (docs/decisions/0026). */
export const INTEREST_CONSENT_HREF = privacy(PRIVACY_SECTIONS.interestedBuyers);
/** The link of the sell-your-car form's privacy consent box. */
export const SELL_CONSENT_HREF = privacy(PRIVACY_SECTIONS.sellers);
/** The link of the catalogue alert's privacy consent box (issue 26). */
export const ALERT_CONSENT_HREF = privacy(PRIVACY_SECTIONS.alerts);
/** The link of the complaints sheet's privacy consent box. */
export const COMPLAINT_CONSENT_HREF = privacy(PRIVACY_SECTIONS.complainants);
/** The withdrawal form on the privacy policy. */
export const MARKETING_WITHDRAWAL_HREF = privacy(PRIVACY_SECTIONS.marketingWithdrawal);
