import { COLUMN_LENGTHS } from '@motorplaza/domain/shared/column-lengths';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const MAIL_STATES = ['PENDIENTE', 'ENVIADO', 'FALLIDO'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/** A file attached to an outgoing message; small documents (a PDF copy) only, kept in the row. */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/**
 * The outbox of outgoing e-mail (decision 0025): a row is written in the transaction of the change
 * that causes it, and a background drainer sends it once that transaction has committed.
 */
export const correoSaliente = pgTable(
  'correo_saliente',
  {
    id: serial().primaryKey(),
    destinatario: text().notNull(),
    asunto: text().notNull(),
    texto: text().notNull(),
    html: text(),
    /** Reply-To: where an answer goes when it is not the sender (the seller of an offer). */
    responderA: text(),
    /**
     * A marketing message's signed unsubscribe address: sent as `List-Unsubscribe` with
     * `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058); null on transactional mail.
     */
    enlaceBaja: text(),
    adjuntos: jsonb().$type<StoredAttachment[]>().notNull().default([]),
    estado: varchar({ length: COLUMN_LENGTHS.correoSaliente.estado })
      .$type<MailState>()
      .notNull()
      .default('PENDIENTE'),
    intentos: integer().notNull().default(0),
    /** When the drainer may take it next; while one is sending it, the end of that sender's lease. */
    proximoIntento: timestamp({ withTimezone: true }).notNull().defaultNow(),
    enviadoEn: timestamp({ withTimezone: true }),
    /** The failure's kind and SMTP code only: never an address, a body or a credential. */
    ultimoError: varchar({ length: COLUMN_LENGTHS.correoSaliente.ultimoError }),
    /** What caused it (e.g. 'reclamo' + its id), so the caller can find when it was sent. */
    referenciaTipo: varchar({ length: COLUMN_LENGTHS.correoSaliente.referenciaTipo }),
    referenciaId: integer(),
    creadoEn: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('correo_saliente_pendiente_idx').on(t.proximoIntento, t.id).where(sql`${t.estado} = 'PENDIENTE'`),
    index('correo_saliente_referencia_idx').on(t.referenciaTipo, t.referenciaId),
    check('correo_saliente_estado_check', sql`${t.estado} in ('PENDIENTE', 'ENVIADO', 'FALLIDO')`),
  ],
);
