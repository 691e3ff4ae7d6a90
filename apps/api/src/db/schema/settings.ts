import { DEFAULT_FINANCING, type FinancingParams } from '@motorplaza/domain/financing/financing-params';
import type { SiteSettings } from '@motorplaza/domain/settings/site-settings.schema';
import { COLUMN_LENGTHS } from '@motorplaza/domain/shared/column-lengths';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, numeric, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { usuario } from './users';

/** Site settings: a single row (id = 1). */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer().primaryKey().default(1),
    nombreEmpresa: varchar({ length: COLUMN_LENGTHS.siteSettings.nombreEmpresa }).notNull(),
    razonSocial: varchar({ length: COLUMN_LENGTHS.siteSettings.razonSocial }).notNull(),
    ruc: varchar({ length: COLUMN_LENGTHS.siteSettings.ruc }).notNull(),
    telefono: varchar({ length: COLUMN_LENGTHS.siteSettings.telefono }).notNull(),
    whatsapp: varchar({ length: COLUMN_LENGTHS.siteSettings.whatsapp }).notNull(),
    correo: varchar({ length: COLUMN_LENGTHS.siteSettings.correo }).notNull(),
    facebookUrl: text(),
    instagramUrl: text(),
    tiktokUrl: text(),
    youtubeUrl: text(),
    horarios: jsonb().$type<SiteSettings['horarios']>().notNull(),
    oficinas: jsonb().$type<SiteSettings['oficinas']>().notNull(),
    tipoCambio: numeric({ precision: 6, scale: 3, mode: 'number' }).notNull(),
    mensajeWhatsapp: varchar({ length: COLUMN_LENGTHS.siteSettings.mensajeWhatsapp }).notNull(),
    /** Issue 26: the financing partner's terms (docs/decisions/0076-credit-simulation.md). */
    financiamiento: jsonb().$type<FinancingParams>().notNull().default(DEFAULT_FINANCING),
    version: integer().notNull().default(1),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer().references(() => usuario.idUsuario, { onDelete: 'set null' }),
  },
  (t) => [
    check('site_settings_single_row', sql`${t.id} = 1`),
    check('site_settings_ruc_check', sql`${t.ruc} ~ '^[0-9]{11}$'`),
  ],
);
