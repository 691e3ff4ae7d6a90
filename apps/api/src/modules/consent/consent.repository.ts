import { consentText, PRIVACY_POLICY_VERSION } from '@motorplaza/domain/legal/consent';
import type { DbOrTx } from '../../db/client';
import { type CONSENT_FORMS, consentimiento } from '../../db/schema/index';

export interface ConsentInput {
  formulario: (typeof CONSENT_FORMS)[number];
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
    texto: input.texto ?? consentText(input.aceptaMarketing),
    versionPolitica: PRIVACY_POLICY_VERSION,
  });
}
