import { consentText, PRIVACY_POLICY_VERSION } from '@motorplaza/domain/legal/consent';
import type { ConsentForm, ConsentRecord } from '@motorplaza/domain/legal/consent-record.schema';
import { and, desc, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { consentimiento } from '../../db/schema/index';

export interface ConsentInput {
  formulario: ConsentForm;
  /** The row the form created, e.g. 'interesado' and its id. */
  referenciaTipo: string;
  referenciaId: number;
  correo: string | null;
  documento: string | null;
  aceptaPrivacidad: boolean;
  aceptaMarketing: boolean;
  /** The client's address as the server saw it. */
  ip: string | null;
  /** The texts shown beside the boxes; defaults to the standard pair. */
  texto?: string;
}

/** Writes the proof of a consent, in the transaction of the row the form created. */
export async function recordConsent(tx: DbOrTx, input: ConsentInput): Promise<void> {
  await tx.insert(consentimiento).values({
    ...input,
    correo: input.correo?.toLowerCase() ?? null,
    texto: input.texto ?? consentText(input.aceptaMarketing),
    versionPolitica: PRIVACY_POLICY_VERSION,
  });
}

/** Consents shown beside a lead: at most the newest 50. */
const HISTORY_LIMIT = 50;

/**
 * A person's consent history by e-mail (any case), newest first, through the (lower(correo), fecha)
 * index. The complaints book's records stay out: who filed a complaint is for those who may read the
 * book, not for every asesor (decision 0029).
 */
export async function consentHistory(db: DbOrTx, correo: string): Promise<ConsentRecord[]> {
  const rows = await db
    .select()
    .from(consentimiento)
    .where(
      and(
        sql`lower(${consentimiento.correo}) = ${correo.toLowerCase()}`,
        ne(consentimiento.formulario, 'RECLAMO'),
      ),
    )
    .orderBy(desc(consentimiento.creadoEn), desc(consentimiento.id))
    .limit(HISTORY_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    formulario: row.formulario as ConsentForm,
    fecha: row.creadoEn.toISOString(),
    aceptaPrivacidad: row.aceptaPrivacidad,
    aceptaMarketing: row.aceptaMarketing,
    versionPolitica: row.versionPolitica,
    texto: row.texto,
  }));
}
