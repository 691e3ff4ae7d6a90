import { z } from 'zod';
import { boundedText } from '../shared/fields';
import { correoSchema } from '../shared/peru';

/**
 * 'Avísame cuando llegue' (issue 26; docs/decisions/0083-catalogue-alerts.md): a visitor leaves an
 * e-mail for a catalogue view; a link in a confirmation e-mail activates the alert (double opt-in);
 * one e-mail a day at most lists the new and cheaper matching cars.
 */
export const ALERT_LIMITS = {
  /** An unconfirmed alert is refused after this and deleted by the sweep. */
  confirmDays: 7,
  /** Alerts one e-mail may hold, pending and active together. */
  perEmail: 10,
  /** The longest catalogue query kept (the catalogue caps its term at 200 and values at 100). */
  queryMax: 1000,
  /** The digest is not sent before this hour of the day in Lima. */
  digestHour: 8,
  /** Cars listed in one digest at most; the rest wait for the next day. */
  digestCars: 30,
} as const;

/** The page that lists and deletes one's alerts (signed link in every alert e-mail). */
export const ALERTS_PATH = '/alertas';
/** The page of the confirmation link; it posts the token (a link scanner confirms nothing). */
export const ALERT_CONFIRM_PATH = '/alertas/confirmar';

export const ALERT_MESSAGES = {
  correo: 'Ingresa un correo válido',
  privacidad: 'Debes aceptar la política de privacidad para recibir alertas',
  consulta: 'La búsqueda de la alerta no es válida',
  created: 'Te enviamos un correo de confirmación. Abre el enlace para activar tu alerta (vence en 7 días).',
  cap: 'Ya tienes 10 alertas con este correo. Elimina alguna desde el enlace de tus correos.',
  duplicate: 'Ya tienes una alerta con esta búsqueda. Revisa tu correo para confirmarla.',
  token: 'El enlace no es válido. Ábrelo desde el correo, completo.',
  confirmed: 'Tu alerta está activa',
  already: 'Tu alerta ya estaba activa',
  expired: 'El enlace venció: las alertas se confirman dentro de 7 días. Crea la alerta de nuevo, por favor.',
  gone: 'Esta alerta ya no existe.',
  deleted: 'Eliminamos la alerta.',
  allDeleted: 'Eliminamos todas tus alertas. Ya no te escribiremos por ellas.',
  throttled: 'Recibimos varias solicitudes desde tu conexión. Inténtalo de nuevo en unos minutos.',
} as const;

export const ALERT_STATES = ['PENDIENTE', 'ACTIVA'] as const;
export type AlertState = (typeof ALERT_STATES)[number];

/** What the server checks beyond the schema, stated in the OpenAPI document. */
export const ALERT_RULES =
  'Reglas que el esquema no expresa: `consulta` es la consulta de una vista del catálogo (`/compra-tu-auto?…`), leída por el mismo analizador del catálogo; a lo más 10 alertas por correo; la alerta queda PENDIENTE hasta abrir el enlace del correo (7 días).';

export const alertCreateSchema = z
  .object({
    correo: correoSchema,
    /** The catalogue view's query, without the leading '?' (the server re-reads it). */
    consulta: boundedText(ALERT_LIMITS.queryMax, ALERT_MESSAGES.consulta),
    consentimientoPrivacidad: z.literal(true, { error: ALERT_MESSAGES.privacidad }),
  })
  .describe(ALERT_RULES);
export type AlertCreate = z.input<typeof alertCreateSchema>;

/** `<alert id>.<signature>`, both URL-safe. */
export const ALERT_CONFIRM_TOKEN_PATTERN = /^[0-9]{1,10}\.[A-Za-z0-9_-]{20,100}$/;

export const alertConfirmSchema = z
  .object({
    token: boundedText(120, ALERT_MESSAGES.token).regex(ALERT_CONFIRM_TOKEN_PATTERN, ALERT_MESSAGES.token),
  })
  .describe(
    'Regla que el esquema no expresa: `token` es el del enlace del correo de confirmación, firmado por el servidor.',
  );

/** The rule of the signed page token, stated in the OpenAPI document of the routes that read it. */
export const ALERT_TOKEN_RULE =
  'Regla que el esquema no expresa: `token` es el del enlace de los correos de alertas, firmado por el servidor.';

/** The signed e-mail token of the alerts page and of the one-click unsubscribe. */
export const alertTokenQuerySchema = z.object({
  token: boundedText(300, ALERT_MESSAGES.token).min(10, ALERT_MESSAGES.token),
});

export const alertViewSchema = z.object({
  idAlerta: z.number().int(),
  estado: z.enum(ALERT_STATES),
  /** The criteria in words ('Toyota · SUV · hasta US$ 25,000'). */
  resumen: z.string(),
  /** The catalogue query, to open the view again. */
  consulta: z.string(),
  creadoEn: z.iso.datetime({ offset: true }),
});
export type AlertView = z.infer<typeof alertViewSchema>;

export const alertMessageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export const alertConfirmResponseSchema = alertMessageResponseSchema.extend({
  data: z.object({ alerta: alertViewSchema }),
});

export const alertListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ correo: z.string(), alertas: z.array(alertViewSchema) }),
});
