import { z } from 'zod';
import { rucSchema } from '../shared/peru';

export const officeSchema = z.object({
  nombre: z.string().trim().min(1, 'Completa el nombre de la oficina'),
  direccion: z.string().trim().min(1, 'Completa la dirección'),
  distrito: z.string().trim().min(1, 'Completa el distrito'),
  mapaUrl: z.url('Ingresa un enlace válido').nullable(),
});

export const openingHoursSchema = z.object({
  dias: z.string().trim().min(1),
  horas: z.string().trim().min(1),
});

const optionalUrl = z.url('Ingresa un enlace válido').nullable();

/** Site settings: company identity, contact numbers, social links, offices and the exchange rate. */
export const siteSettingsSchema = z.object({
  nombreEmpresa: z.string().trim().min(1, 'Completa el nombre comercial'),
  razonSocial: z.string().trim().min(1, 'Completa la razón social'),
  ruc: rucSchema,
  telefono: z.string().trim().min(6, 'Ingresa un teléfono válido'),
  whatsapp: z
    .string()
    .trim()
    .regex(/^519\d{8}$/, 'El WhatsApp debe tener el formato 519XXXXXXXX'),
  correo: z.email('Por favor ingresa un correo válido'),
  facebookUrl: optionalUrl,
  instagramUrl: optionalUrl,
  tiktokUrl: optionalUrl,
  youtubeUrl: optionalUrl,
  horarios: z.array(openingHoursSchema).min(1),
  oficinas: z.array(officeSchema).min(1),
  tipoCambio: z.number().positive('El tipo de cambio debe ser mayor que cero').max(100),
  mensajeWhatsapp: z.string().trim().min(1).max(300),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const siteSettingsWithVersionSchema = siteSettingsSchema.extend({ version: z.number().int() });
export type SiteSettingsWithVersion = z.infer<typeof siteSettingsWithVersionSchema>;

export const siteSettingsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ ajustes: siteSettingsWithVersionSchema }),
});
