import { z } from 'zod';
import { COLUMN_LENGTHS } from '../shared/column-lengths';
import { boundedText, trimmedAtLeast, WHITE_SPACE } from '../shared/fields';
import { normalizeDocument } from './complaint-documents';
import {
  COMPLAINT_CHANNELS,
  COMPLAINT_KINDS,
  COMPLAINT_MESSAGES,
  COMPLAINT_STATUSES,
} from './complaint-texts';

/**
 * The consumer's look-up of their sheets (docs/decisions/0028): the sheet's number and the document
 * find them, and the answer shows where they stand, never what they said.
 */

const L = COLUMN_LENGTHS.complaint;
const instant = z.iso.datetime({ offset: true });
const day = z.iso.date();

/** '1-2026', '000000001-2026' or the code with its book ('SI01-000000001-2026'). */
const CODE_PATTERN = /^(?:([A-Z0-9]{1,20})-)?([0-9]{1,9})-([0-9]{4})$/;
const GAP = `[${WHITE_SPACE}]*`;
/** The code as typed: CODE_PATTERN in any case, with spaces anywhere (for the document). */
const CODE_INPUT_PATTERN = new RegExp(
  `^${GAP}(?:(?:[A-Za-z0-9]${GAP}){1,20}-${GAP})?(?:[0-9]${GAP}){1,9}-${GAP}(?:[0-9]${GAP}){4}$`,
);

/** POST /reclamos/consulta: the sheet's number and the consumer's document. */
export const complaintLookupSchema = z.object({
  codigo: boundedText(40, COMPLAINT_MESSAGES.codigo)
    .regex(CODE_INPUT_PATTERN, COMPLAINT_MESSAGES.codigo)
    .transform((value) => value.replace(/\s+/g, '').toUpperCase()),
  nroDocumento: boundedText(L.nroDocumento, COMPLAINT_MESSAGES.nroDocumento)
    .regex(trimmedAtLeast(1), COMPLAINT_MESSAGES.nroDocumento)
    .transform(normalizeDocument),
});
export type ComplaintLookup = z.input<typeof complaintLookupSchema>;

/** The book (when written) and the sheet number of a look-up code, padded to nine digits. */
export function parseLookupCode(code: string): { codigoLibro: string | null; codigo: string } | null {
  const match = CODE_PATTERN.exec(code);
  if (!match) return null;
  const [, book, number, year] = match;
  return { codigoLibro: book ?? null, codigo: `${String(number).padStart(9, '0')}-${year}` };
}

/**
 * What a look-up shows: the state and the dates, never the consumer's data or the answer's text
 * (a code and a document are not a password; the copy by e-mail carries the rest).
 */
export const complaintStatusSchema = z.object({
  codigo: z.string(),
  codigoLibro: z.string(),
  fecha: instant,
  tipo: z.enum(COMPLAINT_KINDS),
  estado: z.enum(COMPLAINT_STATUSES),
  fechaLimite: day,
  respuestaCanal: z.enum(COMPLAINT_CHANNELS).nullable(),
  respuestaComunicadaEn: instant.nullable(),
});
export type ComplaintStatusView = z.infer<typeof complaintStatusSchema>;

export const complaintLookupResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ hojas: z.array(complaintStatusSchema) }),
});
