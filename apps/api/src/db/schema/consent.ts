import { CONSENT_FORMS } from '@motorplaza/domain/legal/consent-record.schema';
import {
  MARKETING_WITHDRAWAL_ORIGINS,
  MARKETING_WITHDRAWAL_STATES,
} from '@motorplaza/domain/legal/marketing-withdrawal';
import { COLUMN_LENGTHS } from '@motorplaza/domain/shared/column-lengths';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { inList } from './sql-helpers';
import { usuario } from './users';

/** The public forms that collect personal data, and the marketing withdrawal itself. */
export { CONSENT_FORMS, MARKETING_WITHDRAWAL_ORIGINS, MARKETING_WITHDRAWAL_STATES };

/**
 * Proof of consent (Ley 29733, D.S. 016-2024-JUS): what a person accepted, under which version of the
 * privacy policy, when and from which address. Append-only: a withdrawal is a new record.
 */
export const consentimiento = pgTable(
  'consentimiento',
  {
    id: serial().primaryKey(),
    formulario: varchar({ length: COLUMN_LENGTHS.consentimiento.formulario }).notNull(),
    /** The row the form created ('interesado', 'sell_offer', 'complaint') and its id. */
    referenciaTipo: varchar({ length: COLUMN_LENGTHS.consentimiento.referenciaTipo }),
    referenciaId: integer(),
    correo: varchar({ length: COLUMN_LENGTHS.consentimiento.correo }),
    documento: varchar({ length: COLUMN_LENGTHS.consentimiento.documento }),
    aceptaPrivacidad: boolean().notNull(),
    aceptaMarketing: boolean().notNull(),
    versionPolitica: varchar({ length: COLUMN_LENGTHS.consentimiento.versionPolitica }).notNull(),
    /** The consent texts as shown beside the boxes. */
    texto: text().notNull(),
    ip: varchar({ length: COLUMN_LENGTHS.consentimiento.ip }),
    creadoEn: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('consentimiento_correo_idx').on(sql`lower(${t.correo})`, t.creadoEn),
    index('consentimiento_referencia_idx').on(t.referenciaTipo, t.referenciaId),
    check('consentimiento_formulario_check', inList(t.formulario, CONSENT_FORMS)),
  ],
);

/**
 * Requests to stop marketing messages, from the form on the privacy page or the link in a marketing
 * e-mail. The withdrawal takes effect at once; staff confirm it from the back-office.
 */
export const solicitudBajaMarketing = pgTable(
  'solicitud_baja_marketing',
  {
    id: serial().primaryKey(),
    correo: varchar({ length: COLUMN_LENGTHS.solicitudBajaMarketing.correo }).notNull(),
    dni: varchar({ length: COLUMN_LENGTHS.solicitudBajaMarketing.dni }),
    origen: varchar({ length: COLUMN_LENGTHS.solicitudBajaMarketing.origen }).notNull(),
    estado: varchar({ length: COLUMN_LENGTHS.solicitudBajaMarketing.estado }).notNull().default('PENDIENTE'),
    ip: varchar({ length: COLUMN_LENGTHS.solicitudBajaMarketing.ip }),
    creadoEn: timestamp({ withTimezone: true }).notNull().defaultNow(),
    atendidoEn: timestamp({ withTimezone: true }),
    idUsuarioAtiende: integer().references(() => usuario.idUsuario, { onDelete: 'set null' }),
    version: integer().notNull().default(1),
  },
  (t) => [
    index('solicitud_baja_estado_idx').on(t.estado, t.creadoEn),
    // Staff search requests by any part of the e-mail (decision 0029).
    index('solicitud_baja_correo_trgm').using('gin', sql`lower(${t.correo}) gin_trgm_ops`),
    check('solicitud_baja_origen_check', inList(t.origen, MARKETING_WITHDRAWAL_ORIGINS)),
    check('solicitud_baja_estado_check', inList(t.estado, MARKETING_WITHDRAWAL_STATES)),
  ],
);
