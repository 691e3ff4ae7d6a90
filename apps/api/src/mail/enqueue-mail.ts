import { COLUMN_LENGTHS } from '@motorplaza/domain/shared/column-lengths';
import type { DbOrTx } from '../db/client';
import { correoSaliente } from '../db/schema/index';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Reply-To, when answers should reach someone else than the sender (the seller of an offer). */
  replyTo?: string;
  attachments?: MailAttachment[];
  /**
   * Marketing only (`enqueueMarketingMail`): the signed one-click unsubscribe address, sent in the
   * `List-Unsubscribe` header pair (docs/decisions/0070-list-unsubscribe-one-click.md).
   */
  unsubscribeUrl?: string;
  /** The row that caused the message (e.g. `{ kind: 'reclamo', id: 12 }`). */
  reference?: { kind: string; id: number };
}

/** Attachments stay in the row: a copy of a complaint in PDF, not a catalogue of photos. */
export const MAX_ATTACHMENT_BYTES = 2_000_000;

/**
 * Queues a message in the caller's transaction, so it exists exactly when the caller's change
 * commits (decision 0025); the drainer sends it afterwards. Returns the outbox row's id.
 */
export async function enqueueMail(tx: DbOrTx, message: OutgoingMail): Promise<number> {
  const attachments = message.attachments ?? [];
  const bytes = attachments.reduce((total, attachment) => total + attachment.content.length, 0);
  if ((message.reference?.kind.length ?? 0) > COLUMN_LENGTHS.correoSaliente.referenciaTipo)
    throw new Error('mail reference kind too long');
  if (bytes > MAX_ATTACHMENT_BYTES) throw new Error(`mail attachments too large (${bytes} bytes)`);
  const [row] = await tx
    .insert(correoSaliente)
    .values({
      destinatario: message.to,
      asunto: message.subject,
      texto: message.text,
      html: message.html ?? null,
      responderA: message.replyTo ?? null,
      enlaceBaja: message.unsubscribeUrl ?? null,
      adjuntos: attachments.map((attachment) => ({
        filename: attachment.filename,
        contentType: attachment.contentType,
        contentBase64: attachment.content.toString('base64'),
      })),
      referenciaTipo: message.reference?.kind ?? null,
      referenciaId: message.reference?.id ?? null,
    })
    .returning({ id: correoSaliente.id });
  if (!row) throw new Error('mail outbox insert returned nothing');
  return row.id;
}
