import { z } from 'zod';
import { boundedText, pageSizeSchema, requiredText, versionSchema } from '../shared/fields';
import { correoSchema, dniSchema } from '../shared/peru';
import {
  MARKETING_WITHDRAWAL_MESSAGES,
  MARKETING_WITHDRAWAL_ORIGINS,
  MARKETING_WITHDRAWAL_PAGE_SIZE,
  MARKETING_WITHDRAWAL_PAGE_SIZES,
  MARKETING_WITHDRAWAL_SEARCH_MAX,
  MARKETING_WITHDRAWAL_STATES,
} from './marketing-withdrawal';
import { UNSUBSCRIBE_TOKEN_MAX } from './unsubscribe-token';

/** One schema per operation, shared by the forms and the API (docs/decisions/0029). */

/** POST /bajas-publicidad: the form on the privacy policy. The DNI is optional; empty means none. */
export const marketingWithdrawalRequestSchema = z.object({
  correo: correoSchema,
  dni: z
    .union([z.literal(''), dniSchema])
    .nullable()
    .optional()
    .transform((value) => (value ? value : null)),
});
export type MarketingWithdrawalRequest = z.input<typeof marketingWithdrawalRequestSchema>;

/** POST /bajas-publicidad/enlace: the token of the link in a marketing e-mail. */
export const marketingWithdrawalLinkSchema = z
  .object({
    token: requiredText(
      UNSUBSCRIBE_TOKEN_MAX,
      MARKETING_WITHDRAWAL_MESSAGES.badToken,
      1,
      MARKETING_WITHDRAWAL_MESSAGES.badToken,
    ),
  })
  .describe('Regla que el esquema no expresa: `token` es el del enlace del correo, firmado por el servidor.');

/**
 * POST /bajas-publicidad/un-clic?token=…: what a mail program posts for its unsubscribe button
 * (RFC 8058 §3.2), form-encoded or multipart: exactly `List-Unsubscribe=One-Click`.
 */
export const marketingWithdrawalOneClickBodySchema = z.object({
  'List-Unsubscribe': z.literal('One-Click', { error: MARKETING_WITHDRAWAL_MESSAGES.oneClickOnly }),
});

export const marketingWithdrawalAnswerSchema = z.object({ success: z.literal(true), message: z.string() });

/** GET /bajas-publicidad: one page, searched by e-mail and filtered by state in the database. */
export const marketingWithdrawalPageQuerySchema = z.object({
  q: boundedText(MARKETING_WITHDRAWAL_SEARCH_MAX).optional(),
  estado: z.enum(MARKETING_WITHDRAWAL_STATES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: pageSizeSchema(MARKETING_WITHDRAWAL_PAGE_SIZES).default(MARKETING_WITHDRAWAL_PAGE_SIZE),
});
export type MarketingWithdrawalPageQuery = z.infer<typeof marketingWithdrawalPageQuerySchema>;

const isoDate = z.iso.datetime({ offset: true });

/** A withdrawal request as staff read it, with how many records of the e-mail it reached. */
export const marketingWithdrawalSchema = z.object({
  id: z.number().int(),
  correo: z.string(),
  dni: z.string().nullable(),
  origen: z.enum(MARKETING_WITHDRAWAL_ORIGINS),
  estado: z.enum(MARKETING_WITHDRAWAL_STATES),
  creadoEn: isoDate,
  atendidoEn: isoDate.nullable(),
  usuarioAtiende: z.string().nullable(),
  /** Interested clients and sell-your-car offers under this e-mail (any case). */
  interesados: z.number().int(),
  ofertas: z.number().int(),
  version: z.number().int(),
});
export type MarketingWithdrawal = z.infer<typeof marketingWithdrawalSchema>;

export const marketingWithdrawalPageResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    solicitudes: z.array(marketingWithdrawalSchema),
    /** Requests matching the search under the state filter. */
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** Requests matching the search, per state (the filter's counts). */
    counts: z.object({ pendientes: z.number().int(), atendidas: z.number().int() }),
  }),
});

export const marketingWithdrawalAllResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ solicitudes: z.array(marketingWithdrawalSchema) }),
});

/** PUT /bajas-publicidad/{id}/atencion: marks a request handled, with the version the client read. */
export const marketingWithdrawalHandleSchema = z.object({ version: versionSchema });

export const marketingWithdrawalSavedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ solicitud: marketingWithdrawalSchema }),
});
