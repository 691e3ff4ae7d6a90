/**
 * The follow-up of an interested buyer (issue 10, beyond spec 001 §2.6): where the lead came from, its
 * timeline and how it closed. The database checks its columns against these lists.
 */

/**
 * Where a lead arrived: the public 'Estoy interesado' form, staff entering a call or a visit, and the
 * buyer's tools of issue 26 (a credit evaluation, a test drive, a car offered as part payment, a car
 * asked about from an alert's e-mail).
 */
export const LEAD_ORIGINS = [
  'WEB',
  'TELEFONO',
  'TIENDA',
  'FINANCIAMIENTO',
  'PRUEBA_MANEJO',
  'PARTE_PAGO',
  'ALERTA',
] as const;
export type LeadOrigin = (typeof LEAD_ORIGINS)[number];
export const LEAD_ORIGIN_LABELS: Record<LeadOrigin, string> = {
  WEB: 'Formulario web',
  TELEFONO: 'Llamada telefónica',
  TIENDA: 'Visita a tienda',
  FINANCIAMIENTO: 'Financiamiento',
  PRUEBA_MANEJO: 'Prueba de manejo',
  PARTE_PAGO: 'Parte de pago',
  ALERTA: 'Alerta',
};

/** How a closed lead ended (what 'Registrar cierre' asks). */
export const LEAD_OUTCOMES = ['VENDIDO', 'PERDIDO'] as const;
export type LeadOutcome = (typeof LEAD_OUTCOMES)[number];
export const LEAD_OUTCOME_LABELS: Record<LeadOutcome, string> = { VENDIDO: 'Vendido', PERDIDO: 'Perdido' };

/**
 * What the `resultado` column holds: an outcome, or an asesor's sale awaiting a manager's
 * confirmation (docs/decisions/0040-lead-sale-flow.md). Screens read it through leadState().
 */
export const LEAD_RESULTS = [...LEAD_OUTCOMES, 'POR_CONFIRMAR'] as const;
export type LeadResult = (typeof LEAD_RESULTS)[number];

/** Why a lead was lost (the short list a sales team reviews). */
export const LEAD_LOSS_REASONS = [
  'PRECIO',
  'FINANCIAMIENTO',
  'COMPRO_EN_OTRO_LUGAR',
  'SIN_RESPUESTA',
  'OTRO',
  'VENDIDO_A_OTRO',
] as const;
export type LeadLossReason = (typeof LEAD_LOSS_REASONS)[number];
export const LEAD_LOSS_REASON_LABELS: Record<LeadLossReason, string> = {
  PRECIO: 'Precio',
  FINANCIAMIENTO: 'Financiamiento',
  COMPRO_EN_OTRO_LUGAR: 'Compró en otro lugar',
  SIN_RESPUESTA: 'No respondió',
  OTRO: 'Otro motivo',
  VENDIDO_A_OTRO: 'Vendido a otro cliente',
};

/** The reasons a person chooses; 'Vendido a otro cliente' is set only by the car's sale. */
export const MANUAL_LOSS_REASONS = LEAD_LOSS_REASONS.filter(
  (reason): reason is Exclude<LeadLossReason, 'VENDIDO_A_OTRO'> => reason !== 'VENDIDO_A_OTRO',
);

/** The events of a lead's timeline; each is also a movement of the audit log. */
export const LEAD_EVENTS = [
  'CREADO',
  'ASIGNADO',
  'CONTACTO_WHATSAPP',
  'CONTACTO_TELEFONO',
  'ATENDIDO',
  'PENDIENTE',
  'CERRADO',
  'NOTA',
  'VENTA_POR_CONFIRMAR',
  'VENTA_CONFIRMADA',
  'VENTA_RECHAZADA',
  'PRUEBA_MANEJO',
] as const;
export type LeadEvent = (typeof LEAD_EVENTS)[number];
export const LEAD_EVENT_LABELS: Record<LeadEvent, string> = {
  CREADO: 'Registrado',
  ASIGNADO: 'Asignado',
  CONTACTO_WHATSAPP: 'Contactado por WhatsApp',
  CONTACTO_TELEFONO: 'Contactado por teléfono',
  ATENDIDO: 'Atendido',
  PENDIENTE: 'De vuelta a pendiente',
  CERRADO: 'Cerrado',
  NOTA: 'Nota',
  VENTA_POR_CONFIRMAR: 'Venta por confirmar',
  VENTA_CONFIRMADA: 'Venta confirmada',
  VENTA_RECHAZADA: 'Venta rechazada',
  PRUEBA_MANEJO: 'Prueba de manejo',
};

/** A pending lead older than this shows a waiting badge. */
export const LEAD_WAITING_BADGE_HOURS = 24;
