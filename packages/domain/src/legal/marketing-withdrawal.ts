/**
 * Withdrawing marketing consent (docs/decisions/0029): as easy as giving it, from the form on the
 * privacy policy or the link in a marketing e-mail; staff confirm each request from the back-office.
 * Messages and constants only (no zod), so the public pages can show them without the schemas.
 */

/**
 * UN_CLIC: the mail program's own unsubscribe button (List-Unsubscribe-Post, RFC 8058), posted by
 * the mail provider's server without anyone opening our page (docs/decisions/0070-list-unsubscribe-one-click.md).
 */
export const MARKETING_WITHDRAWAL_ORIGINS = ['FORMULARIO', 'ENLACE', 'UN_CLIC'] as const;
export type MarketingWithdrawalOrigin = (typeof MARKETING_WITHDRAWAL_ORIGINS)[number];
export const MARKETING_WITHDRAWAL_STATES = ['PENDIENTE', 'ATENDIDA'] as const;
export type MarketingWithdrawalState = (typeof MARKETING_WITHDRAWAL_STATES)[number];

export const MARKETING_WITHDRAWAL_ORIGIN_LABELS: Record<MarketingWithdrawalOrigin, string> = {
  FORMULARIO: 'Formulario web',
  ENLACE: 'Enlace del correo',
  UN_CLIC: 'Botón del programa de correo',
};
export const MARKETING_WITHDRAWAL_STATE_LABELS: Record<MarketingWithdrawalState, string> = {
  PENDIENTE: 'Pendiente',
  ATENDIDA: 'Atendida',
};

/** Who the movements log names for a withdrawal (nobody signed in makes it). */
export const MARKETING_WITHDRAWAL_ACTORS: Record<MarketingWithdrawalOrigin, string> = {
  FORMULARIO: 'Formulario web',
  ENLACE: 'Enlace de baja',
  UN_CLIC: 'Baja en un clic del correo',
};

/** What the consent record of a withdrawal says the person did. */
export const WITHDRAWAL_CONSENT_TEXTS: Record<MarketingWithdrawalOrigin, string> = {
  FORMULARIO:
    'Retiró su autorización para recibir publicidad con el formulario de la política de privacidad.',
  ENLACE: 'Retiró su autorización para recibir publicidad con el enlace de baja de un correo.',
  UN_CLIC:
    'Retiró su autorización para recibir publicidad con el botón de baja de su programa de correo (List-Unsubscribe).',
};

export const MARKETING_WITHDRAWAL_MESSAGES = {
  // Public side: the same answer whether or not the e-mail is known, so nobody learns who is a client.
  received:
    'Listo: registramos tu solicitud. Si tu correo está en nuestros registros, desde ahora no te enviaremos publicidad.',
  linkDone: 'Listo: desde ahora no te enviaremos publicidad a este correo.',
  badToken:
    'El enlace de baja no es válido o está incompleto. Puedes pedir la baja con el formulario de nuestra política de privacidad.',
  oneClickOnly:
    'Esta dirección solo atiende la baja en un clic de los programas de correo (List-Unsubscribe=One-Click).',
  throttled: 'Recibimos varias solicitudes desde tu conexión. Inténtalo de nuevo en unos minutos.',
  sendFailed: 'No pudimos registrar tu solicitud. Inténtalo de nuevo.',
  // Staff side.
  title: 'Bajas de publicidad',
  loadFailed: 'No se pudieron cargar las solicitudes de baja',
  notFound: 'La solicitud de baja no existe.',
  stale: 'Otro usuario modificó esta solicitud de baja. Vuelve a cargarla antes de guardar.',
  alreadyHandled: 'Esta solicitud de baja ya fue atendida.',
  handled: 'Solicitud marcada como atendida',
  handleFailed: 'No se pudo marcar la solicitud como atendida',
  searchPlaceholder: 'Buscar por correo...',
  emptyTitle: 'No hay solicitudes de baja',
  emptyFiltered: 'No se encontraron solicitudes que coincidan con los filtros aplicados.',
  emptyNone: 'Aún nadie ha pedido dejar de recibir publicidad.',
} as const;

/**
 * Whom a withdrawal reached, as the staff list says it: '2 interesados · 1 oferta', or that the
 * e-mail is on no record of the system (it may still be on a list kept elsewhere).
 */
export function withdrawalReach(interesados: number, ofertas: number): string {
  if (interesados + ofertas === 0) return 'Correo no registrado';
  const part = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  return [
    interesados > 0 ? part(interesados, 'interesado', 'interesados') : null,
    ofertas > 0 ? part(ofertas, 'oferta', 'ofertas') : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Spec 001 §9's page sizes, as every staff list. */
export const MARKETING_WITHDRAWAL_PAGE_SIZES = [5, 10, 25, 50] as const;
export type MarketingWithdrawalPageSize = (typeof MARKETING_WITHDRAWAL_PAGE_SIZES)[number];
export const MARKETING_WITHDRAWAL_PAGE_SIZE: MarketingWithdrawalPageSize = 10;
export const MARKETING_WITHDRAWAL_SEARCH_MAX = 100;
