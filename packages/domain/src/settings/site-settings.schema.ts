import { z } from 'zod';
import { COLUMN_LENGTHS } from '../shared/column-lengths';
import { boundedText, FIELD_MESSAGES, singleLine, versionSchema } from '../shared/fields';
import { CORREO_MAX, rucSchema } from '../shared/peru';

const L = COLUMN_LENGTHS.siteSettings;
/** Links live in text columns; 500 characters is more than any profile or map link needs. */
export const URL_MAX = 500;
/** Office and opening-hours texts live in JSON; bounded like the columns around them. */
const OFFICE_TEXT_MAX = 200;

export const LINK_MESSAGES = {
  invalid: 'Ingresa un enlace válido',
  scheme: 'El enlace debe empezar con http:// o https://',
} as const;

/**
 * An absolute web link on one line (the URL parser would accept an inner NUL or a line break), and
 * only http(s): a stored `javascript:` or `data:` link would run or open whatever it carries when a
 * visitor clicks it on the site (issue 23).
 */
function linkSchema() {
  return singleLine()
    .trim()
    .max(URL_MAX, FIELD_MESSAGES.tooLong(URL_MAX))
    .refine((value) => !/^[a-z][a-z0-9+.-]*:/i.test(value) || /^https?:/i.test(value), LINK_MESSAGES.scheme)
    .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: LINK_MESSAGES.invalid }));
}

export const COORDINATE_MESSAGES = {
  latitud: 'La latitud es un número entre -90 y 90',
  longitud: 'La longitud es un número entre -180 y 180',
  both: 'Completa la latitud y la longitud, o deja ambas vacías',
} as const;

/** A coordinate in decimal degrees, or null/absent when the office has none (earlier settings). */
const coordinate = (limit: number, message: string) =>
  z.number({ error: message }).min(-limit, message).max(limit, message).nullish();

export const officeSchema = z
  .object({
    nombre: boundedText(OFFICE_TEXT_MAX).min(1, 'Completa el nombre de la oficina'),
    direccion: boundedText(OFFICE_TEXT_MAX).min(1, 'Completa la dirección'),
    distrito: boundedText(OFFICE_TEXT_MAX).min(1, 'Completa el distrito'),
    mapaUrl: linkSchema().nullable(),
    /**
     * The store's own complaints book, when it keeps one; sheets about it are numbered in that book.
     * Without it they go to the website's virtual book 'WEB' (docs/decisions/0028).
     */
    codigoLibro: boundedText(20)
      .regex(/^[A-Z0-9]{1,20}$/, 'El código del libro lleva de 1 a 20 letras mayúsculas o dígitos')
      .nullish(),
    /** Where the store is, for the home page's schema.org data (docs/decisions/pending/structured-data.md). */
    latitud: coordinate(90, COORDINATE_MESSAGES.latitud),
    longitud: coordinate(180, COORDINATE_MESSAGES.longitud),
  })
  .superRefine((office, context) => {
    if ((office.latitud ?? null) === null) {
      if ((office.longitud ?? null) !== null)
        context.addIssue({ code: 'custom', path: ['latitud'], message: COORDINATE_MESSAGES.both });
    } else if ((office.longitud ?? null) === null) {
      context.addIssue({ code: 'custom', path: ['longitud'], message: COORDINATE_MESSAGES.both });
    }
  });

export const openingHoursSchema = z.object({
  dias: boundedText(OFFICE_TEXT_MAX).min(1, 'Completa los días'),
  horas: boundedText(OFFICE_TEXT_MAX).min(1, 'Completa el horario'),
});

const optionalUrl = linkSchema().nullable();

/** Site settings: company identity, contact numbers, social links, offices and the exchange rate. */
export const siteSettingsSchema = z.object({
  nombreEmpresa: boundedText(L.nombreEmpresa).min(1, 'Completa el nombre comercial'),
  razonSocial: boundedText(L.razonSocial).min(1, 'Completa la razón social'),
  ruc: rucSchema,
  telefono: boundedText(L.telefono).min(6, 'Ingresa un teléfono válido'),
  whatsapp: boundedText(L.whatsapp).regex(/^519\d{8}$/, 'El WhatsApp debe tener el formato 519XXXXXXXX'),
  correo: boundedText(CORREO_MAX).pipe(z.email('Por favor ingresa un correo válido')),
  facebookUrl: optionalUrl,
  instagramUrl: optionalUrl,
  tiktokUrl: optionalUrl,
  youtubeUrl: optionalUrl,
  horarios: z.array(openingHoursSchema).min(1).max(14),
  oficinas: z.array(officeSchema).min(1).max(20),
  tipoCambio: z.number().positive('El tipo de cambio debe ser mayor que cero').max(100),
  mensajeWhatsapp: boundedText(L.mensajeWhatsapp).min(1, 'Completa el mensaje de WhatsApp'),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const siteSettingsWithVersionSchema = siteSettingsSchema.extend({ version: versionSchema });
export type SiteSettingsWithVersion = z.infer<typeof siteSettingsWithVersionSchema>;

export const siteSettingsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ ajustes: siteSettingsWithVersionSchema }),
});
