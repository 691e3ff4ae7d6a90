import { z } from 'zod';
import { COLUMN_LENGTHS } from '../shared/column-lengths';
import { idSchema, multiLineText, requiredText } from '../shared/fields';
import { celularSchema, correoSchema, dniSchema } from '../shared/peru';
import type { LeadOrigin } from './lead-pipeline';

/** `comentarios` is a text column; the form allows 500 characters. */
export const INTEREST_COMMENT_MAX = 500;

export const INTEREST_MESSAGES = {
  nombreCompleto: 'Ingresa tu nombre completo',
  privacidad: 'Debes aceptar la política de privacidad para que te contactemos',
  fechaCita: 'Elige una fecha desde hoy en adelante',
  comentarios: 'El comentario puede tener hasta 500 caracteres',
  created: '¡Gracias! Un asesor te contactará muy pronto.',
  throttled: 'Recibimos varias solicitudes desde tu conexión. Inténtalo de nuevo en unos minutos.',
  vehicleNotFound: 'El vehículo ya no está disponible.',
} as const;

/** The origins a visitor's own interest form may carry (the others are set by staff or other forms). */
export const PUBLIC_INTEREST_ORIGINS = ['WEB', 'ALERTA'] as const satisfies readonly LeadOrigin[];

/** The vehicle page's `?origen=` value of an alert e-mail's links, and the lead origin it stands for. */
export const ALERT_ORIGIN_PARAM = 'alerta';

/** What the server checks beyond the schema, stated in the OpenAPI document. */
export const INTEREST_RULES =
  'Reglas que el esquema no expresa: `fechaCita` es hoy o una fecha posterior (en Lima); `idAuto` es un vehículo disponible (si no, 404).';

/** 'Estoy interesado' on the vehicle page: creates an interesado tied to the car. */
export const interestRequestSchema = z
  .object({
    idAuto: idSchema,
    nombreCompleto: requiredText(
      COLUMN_LENGTHS.interesado.nombreCompleto,
      INTEREST_MESSAGES.nombreCompleto,
      3,
      INTEREST_MESSAGES.nombreCompleto,
    ),
    dni: dniSchema,
    correo: correoSchema,
    celular: celularSchema,
    /** Preferred visit date, yyyy-MM-dd in Lima; checked against "today" by the server. */
    fechaCita: z.iso.date(INTEREST_MESSAGES.fechaCita).nullable().optional(),
    comentarios: multiLineText(INTEREST_COMMENT_MAX, INTEREST_MESSAGES.comentarios).optional(),
    consentimientoPrivacidad: z.literal(true, { error: INTEREST_MESSAGES.privacidad }),
    consentimientoMarketing: z.boolean().default(false),
    /**
     * Where the visitor came from: 'ALERTA' when the vehicle page was opened from an alert's e-mail
     * (`?origen=alerta`, issue 26). Anything else is refused; absent is the plain form ('WEB').
     */
    origen: z.enum(PUBLIC_INTEREST_ORIGINS).default('WEB'),
  })
  .describe(INTEREST_RULES);
export type InterestRequest = z.input<typeof interestRequestSchema>;

export const interestResponseSchema = z.object({ success: z.literal(true), message: z.string() });
