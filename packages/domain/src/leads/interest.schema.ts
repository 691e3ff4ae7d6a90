import { z } from 'zod';
import { celularSchema, correoSchema, dniSchema } from '../shared/peru';

export const INTEREST_MESSAGES = {
  nombreCompleto: 'Ingresa tu nombre completo',
  privacidad: 'Debes aceptar la política de privacidad para que te contactemos',
  fechaCita: 'Elige una fecha desde hoy en adelante',
  comentarios: 'El comentario puede tener hasta 500 caracteres',
  created: '¡Gracias! Un asesor te contactará muy pronto.',
  throttled: 'Recibimos varias solicitudes desde tu conexión. Inténtalo de nuevo en unos minutos.',
  vehicleNotFound: 'El vehículo ya no está disponible.',
} as const;

/** 'Estoy interesado' on the vehicle page: creates an interesado tied to the car. */
export const interestRequestSchema = z.object({
  idAuto: z.number().int().positive(),
  nombreCompleto: z
    .string()
    .trim()
    .min(3, INTEREST_MESSAGES.nombreCompleto)
    .max(150, INTEREST_MESSAGES.nombreCompleto),
  dni: dniSchema,
  correo: correoSchema,
  celular: celularSchema,
  /** Preferred visit date, yyyy-MM-dd in Lima; checked against "today" by the server. */
  fechaCita: z.iso.date(INTEREST_MESSAGES.fechaCita).nullable().optional(),
  comentarios: z.string().trim().max(500, INTEREST_MESSAGES.comentarios).optional(),
  consentimientoPrivacidad: z.literal(true, { error: INTEREST_MESSAGES.privacidad }),
  consentimientoMarketing: z.boolean().default(false),
});
export type InterestRequest = z.input<typeof interestRequestSchema>;

export const interestResponseSchema = z.object({ success: z.literal(true), message: z.string() });
