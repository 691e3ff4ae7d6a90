import { z } from 'zod';
import { financingParamsSchema } from '../financing/financing-params';
import { COLUMN_LENGTHS } from '../shared/column-lengths';
import { boundedText, FIELD_MESSAGES, requiredText, singleLine, versionSchema } from '../shared/fields';
import { CORREO_MAX, EMAIL_PATTERN, rucSchema } from '../shared/peru';

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
 * The links the URL parser and the domain rule below accept, written for the OpenAPI document:
 * http(s), a domain name (as zod's `z.regexes.domain`), then any path, query or fragment without spaces.
 * The server also reads a few more forms (a port, user info, spaces it encodes).
 */
const LINK_PATTERN = `^https?://(?=[^/?#]{1,253}(?:[/?#]|$))${z.regexes.domain.source
  .replace(/^\^\(\?=\.\{1,253\}\$\)/, '')
  .replace(/\$$/, '')}(?:[/?#][^ ]*)?$`;

/**
 * An absolute web link on one line (the URL parser would accept an inner NUL or a line break), and
 * only http(s): a stored `javascript:` or `data:` link would run or open whatever it carries when a
 * visitor clicks it on the site (issue 23).
 */
function linkSchema() {
  return singleLine()
    .max(URL_MAX, FIELD_MESSAGES.tooLong(URL_MAX))
    .trim()
    .refine((value) => !/^[a-z][a-z0-9+.-]*:/i.test(value) || /^https?:/i.test(value), LINK_MESSAGES.scheme)
    .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: LINK_MESSAGES.invalid }))
    .meta({ pattern: LINK_PATTERN, description: 'Un enlace http:// o https:// a un nombre de dominio.' });
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
    nombre: requiredText(OFFICE_TEXT_MAX, 'Completa el nombre de la oficina'),
    direccion: requiredText(OFFICE_TEXT_MAX, 'Completa la dirección'),
    distrito: requiredText(OFFICE_TEXT_MAX, 'Completa el distrito'),
    mapaUrl: linkSchema().nullable(),
    /**
     * The store's own complaints book, when it keeps one; sheets about it are numbered in that book.
     * Without it they go to the website's virtual book 'WEB' (docs/decisions/0028).
     */
    codigoLibro: boundedText(20)
      .regex(/^[A-Z0-9]{1,20}$/, 'El código del libro lleva de 1 a 20 letras mayúsculas o dígitos')
      .nullish(),
    /** Where the store is, for the home page's schema.org data (docs/decisions/0067-structured-data.md). */
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
  })
  .meta({ description: 'La latitud y la longitud van juntas: ambas o ninguna.' });

export const openingHoursSchema = z.object({
  dias: requiredText(OFFICE_TEXT_MAX, 'Completa los días'),
  horas: requiredText(OFFICE_TEXT_MAX, 'Completa el horario'),
});

const optionalUrl = linkSchema().nullable();

/** Site settings: company identity, contact numbers, social links, offices and the exchange rate. */
export const siteSettingsSchema = z.object({
  nombreEmpresa: requiredText(L.nombreEmpresa, 'Completa el nombre comercial'),
  razonSocial: requiredText(L.razonSocial, 'Completa la razón social'),
  ruc: rucSchema,
  telefono: requiredText(L.telefono, 'Ingresa un teléfono válido', 6),
  whatsapp: boundedText(L.whatsapp).regex(/^519[0-9]{8}$/, 'El WhatsApp debe tener el formato 519XXXXXXXX'),
  correo: boundedText(CORREO_MAX).regex(EMAIL_PATTERN, 'Por favor ingresa un correo válido'),
  facebookUrl: optionalUrl,
  instagramUrl: optionalUrl,
  tiktokUrl: optionalUrl,
  youtubeUrl: optionalUrl,
  horarios: z.array(openingHoursSchema).min(1).max(14),
  oficinas: z.array(officeSchema).min(1).max(20),
  tipoCambio: z.number().positive('El tipo de cambio debe ser mayor que cero').max(100),
  mensajeWhatsapp: requiredText(L.mensajeWhatsapp, 'Completa el mensaje de WhatsApp'),
  /** The financing partner's terms (issue 26); left out of a save, the stored ones stay. */
  financiamiento: financingParamsSchema.optional(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const siteSettingsWithVersionSchema = siteSettingsSchema.extend({ version: versionSchema });
export type SiteSettingsWithVersion = z.infer<typeof siteSettingsWithVersionSchema>;

export const siteSettingsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ ajustes: siteSettingsWithVersionSchema }),
});
