import type { ComplaintSheet } from '@motorplaza/domain/complaints/complaint.schema';
import { copyMisuseNotice } from '@motorplaza/domain/complaints/complaint-copy';
import {
  COMPLAINT_KIND_LABELS,
  lookupDocumentHint,
  onBehalfOf,
  sheetAddressee,
  termSentence,
} from '@motorplaza/domain/complaints/complaint-texts';
import { formatDateTime } from '@motorplaza/domain/shared/format';
import { inertLinks } from '@motorplaza/domain/shared/inert-links';
import type { Db } from '../../db/client';
import type { MailAttachment, OutgoingMail } from '../../mail/enqueue-mail';
import type { SentMail } from '../../mail/mail-drainer';
import { findComplaint, markAnswerSent, markCopySent } from './complaint.repository';
import { complaintSheetPdf, sheetFileName } from './complaint-sheet-pdf';
import { toSheet } from './complaint-view';

/** The outbox references of the book's two messages (decision 0025: `referencia_tipo`). */
export const COPY_REFERENCE = 'reclamo';
export const ANSWER_REFERENCE = 'reclamo-respuesta';

/** Where the book writes: the consumer's e-mail, or a minor's guardian's when only that was given. */
export function recipientOf(sheet: Pick<ComplaintSheet, 'correo' | 'apoderadoCorreo'>): string | null {
  return sheet.correo ?? sheet.apoderadoCorreo ?? null;
}

function attachment(sheet: ComplaintSheet) {
  return {
    filename: sheetFileName(sheet),
    contentType: 'application/pdf',
    content: complaintSheetPdf(sheet),
  };
}

const kindOf = (sheet: ComplaintSheet) => COMPLAINT_KIND_LABELS[sheet.tipo].toLowerCase();
const signature = (sheet: ComplaintSheet) => `${sheet.razonSocial} · RUC ${sheet.ruc}`;

/** Where a copy points its reader: the look-up page, the site, and who to tell about misuse. */
export interface CopyLinks {
  lookupUrl: string;
  siteUrl: string;
  /** The company's name and contact address from the site settings. */
  company: string;
  contact: string;
}

/**
 * The copy of the sheet, sent at once (D.S. 011-2011-PCM: the virtual book's constancy by e-mail).
 * Anyone may type any address on the public form, so the copy says why it came and how to report
 * misuse, and what the visitor typed (the names) is made link-free (issue 23, Medium 5).
 */
export function copyMail(id: number, sheet: ComplaintSheet, to: string, links: CopyLinks): OutgoingMail {
  return {
    to,
    subject: `Copia de tu hoja de reclamación Nº ${sheet.codigo} - ${sheet.razonSocial}`,
    text: [
      `Hola, ${inertLinks(sheetAddressee(sheet))}:`,
      '',
      `Registramos tu ${kindOf(sheet)}${inertLinks(onBehalfOf(sheet))} en nuestro Libro de Reclamaciones virtual.`,
      '',
      `Hoja de reclamación Nº ${sheet.codigo} (libro ${sheet.codigoLibro})`,
      `Fecha: ${formatDateTime(sheet.fecha)}`,
      '',
      termSentence(sheet.fechaLimite),
      '',
      'Adjuntamos la hoja en PDF como constancia de lo que registraste.',
      `Puedes consultar su estado en ${links.lookupUrl} con el número de la hoja y ${lookupDocumentHint(sheet)}.`,
      '',
      ...copyMisuseNotice(links.company, links.siteUrl, links.contact),
      '',
      signature(sheet),
    ].join('\n'),
    // The sheet's PDF is built when the copy leaves (copyAttachments), not here: filing holds its
    // book's number lock until it commits, and the PDF (~100 ms with its embedded font, decision 0042)
    // would make concurrent filings wait on each other for it.
    reference: { kind: COPY_REFERENCE, id },
  };
}

/** The provider's answer (part 4), with the answered sheet in PDF. */
export function answerMail(id: number, sheet: ComplaintSheet, to: string): OutgoingMail {
  return {
    to,
    subject: `Respuesta a tu hoja de reclamación Nº ${sheet.codigo} - ${sheet.razonSocial}`,
    text: [
      `Hola, ${inertLinks(sheetAddressee(sheet))}:`,
      '',
      `Respondemos tu ${kindOf(sheet)}${inertLinks(onBehalfOf(sheet))} ${sheet.tipo === 'QUEJA' ? 'registrada' : 'registrado'} el ${formatDateTime(sheet.fecha)} (hoja de reclamación Nº ${sheet.codigo}, libro ${sheet.codigoLibro}):`,
      '',
      sheet.respuesta ?? '',
      '',
      'Adjuntamos la hoja con nuestra respuesta en PDF.',
      '',
      signature(sheet),
    ].join('\n'),
    attachments: [attachment(sheet)],
    reference: { kind: ANSWER_REFERENCE, id },
  };
}

/**
 * The outbox's `onSent` hook for the book: the copy's send time goes to `copia_enviada_en`, and an
 * e-mailed answer's to `respuesta_comunicada_en` (the date the answer was communicated, part 4).
 */
export async function recordComplaintMailSent(db: Db, sent: SentMail): Promise<void> {
  if (sent.reference?.kind === COPY_REFERENCE) await markCopySent(db, sent.reference.id, sent.sentAt);
  if (sent.reference?.kind === ANSWER_REFERENCE) await markAnswerSent(db, sent.reference.id, sent.sentAt);
}

/**
 * The attachments of an outbox message built when it leaves (the mail drainer's `renderAttachments`):
 * a copy of a sheet carries the sheet as filed, in PDF. Null for every other kind of message.
 */
export async function copyAttachments(
  db: Db,
  reference: { kind: string; id: number },
): Promise<MailAttachment[] | null> {
  if (reference.kind !== COPY_REFERENCE) return null;
  const view = await findComplaint(db, reference.id);
  if (!view) throw new Error(`complaint ${reference.id} of an outbox copy not found`);
  return [attachment(toSheet(view))];
}
