/**
 * Anchors of the legal pages that other screens link to; the privacy policy builds its headings from
 * the same names, so a renamed section cannot leave a consent link pointing nowhere.
 */
export const PRIVACY_SECTIONS = {
  /** What the data of an interested buyer (the interest form) is used for. */
  interestedBuyers: 'banco-interesados',
  /** What the data of a seller (the sell-your-car form) is used for. */
  sellers: 'banco-vendedores',
} as const;

/** The link of the interest form's privacy consent box (docs/decisions/0026). */
export const INTEREST_CONSENT_HREF = `/politicas-de-privacidad#${PRIVACY_SECTIONS.interestedBuyers}`;

/** The link of the sell-your-car form's privacy consent box (docs/decisions/0027). */
export const SELL_CONSENT_HREF = `/politicas-de-privacidad#${PRIVACY_SECTIONS.sellers}`;
