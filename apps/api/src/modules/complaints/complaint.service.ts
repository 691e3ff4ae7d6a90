import {
  addBusinessDays,
  COMPLAINT_TERM_BUSINESS_DAYS,
  complaintCode,
  VIRTUAL_BOOK_CODE,
} from '@motorplaza/domain/complaints/business-days';
import type { ComplaintSheet, ComplaintSubmission } from '@motorplaza/domain/complaints/complaint.schema';
import type { ComplaintCopyState } from '@motorplaza/domain/complaints/complaint-copy';
import {
  type ComplaintStatusView,
  parseLookupCode,
} from '@motorplaza/domain/complaints/complaint-lookup.schema';
import { COMPLAINT_MESSAGES, COMPLAINT_PRIVACY_TEXT } from '@motorplaza/domain/complaints/complaint-texts';
import type { SiteSettings } from '@motorplaza/domain/settings/site-settings.schema';
import { todayInLima } from '@motorplaza/domain/shared/dates';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-error';
import { enqueueMail } from '../../mail/enqueue-mail';
import type { TokenService } from '../auth/token.service';
import { recordConsent } from '../consent/consent.repository';
import { recordMovement, WEB_ACTOR } from '../movements/movement.repository';
import type { RequestContext } from '../movements/request-context';
import type { SettingsService } from '../settings/settings.service';
import {
  findByCodeAndDocument,
  findComplaint,
  holidaySet,
  insertComplaint,
  nextCorrelative,
} from './complaint.repository';
import { takeCopy } from './complaint-copy-cap';
import { copyMail, recipientOf } from './complaint-mail';
import { complaintSheetPdf, sheetFileName } from './complaint-sheet-pdf';
import { toSheet, toStatus } from './complaint-view';

/** The confirmation page's PDF link lasts a day; the e-mailed copy is the lasting one. */
const CONSUMER_LINK_SECONDS = 24 * 3600;
/** A staff download starts at once. */
const STAFF_LINK_SECONDS = 10 * 60;
export const SHEET_PDF_PATH = '/api/v1/reclamos/hoja.pdf';

/** The book and the establishment a sheet goes to: a store's own book, or the website's. */
function bookOf(settings: SiteSettings, index: number | null) {
  const office = index === null ? undefined : settings.oficinas[index];
  if (index !== null && !office) throw badRequest({ oficina: COMPLAINT_MESSAGES.establecimiento });
  if (office) {
    return {
      codigoLibro: office.codigoLibro ?? VIRTUAL_BOOK_CODE,
      establecimiento: `${office.nombre}: ${office.direccion}, ${office.distrito}`,
    };
  }
  const main = settings.oficinas[0];
  return {
    codigoLibro: VIRTUAL_BOOK_CODE,
    establecimiento: `Libro virtual del sitio web${main ? ` · ${main.direccion}, ${main.distrito}` : ''}`,
  };
}

export interface ComplaintServiceDeps {
  db: Db;
  settings: SettingsService;
  tokens: TokenService;
  /** Called after a commit that queued mail: an immediate attempt in the background. */
  wakeMail: () => void;
  publicUrl: string;
}

export type ComplaintService = ReturnType<typeof createComplaintService>;

/** The public side of the book: filing a sheet, its PDF, and the status look-up (docs/decisions/0028). */
export function createComplaintService({ db, settings, tokens, wakeMail, publicUrl }: ComplaintServiceDeps) {
  async function pdfLink(id: number, seconds: number): Promise<string> {
    return `${SHEET_PDF_PATH}?token=${await tokens.signSheet(id, seconds)}`;
  }

  return {
    /**
     * Files a sheet: the next number of its book and year, the deadline, the consent record, the
     * movement and the copy for the outbox, all in one transaction.
     */
    async file(
      request: ComplaintSubmission,
      context: RequestContext,
      now = new Date(),
    ): Promise<{ sheet: ComplaintSheet; pdf: string; copia: ComplaintCopyState }> {
      const site = await settings.get();
      const book = bookOf(site, request.oficina);
      const { razonSocial, ruc } = site;
      const today = todayInLima(now);
      const anio = Number(today.slice(0, 4));
      const fechaLimite = addBusinessDays(today, COMPLAINT_TERM_BUSINESS_DAYS, await holidaySet(db));
      const { oficina: _office, consentimientoPrivacidad, canalRespuesta, menorEdad, ...consumer } = request;
      const guardian = menorEdad
        ? {}
        : {
            apoderado: null,
            apoderadoTipoDocumento: null,
            apoderadoNroDocumento: null,
            apoderadoDomicilio: null,
            apoderadoTelefono: null,
            apoderadoCorreo: null,
          };
      const created = await db.transaction(async (tx) => {
        const correlativo = await nextCorrelative(tx, book.codigoLibro, anio);
        const codigo = complaintCode(correlativo, anio);
        const row = await insertComplaint(tx, {
          ...consumer,
          ...guardian,
          menorEdad,
          ...book,
          codigo,
          anio,
          correlativo,
          razonSocial,
          ruc,
          tipoOriginal: consumer.tipo,
          canalRespuesta: canalRespuesta ?? (consumer.correo ? 'CORREO' : 'CARTA'),
          createdAt: now,
          fechaLimite,
        });
        await recordConsent(tx, {
          formulario: 'RECLAMO',
          referenciaTipo: 'complaint',
          referenciaId: row.id,
          correo: row.correo,
          documento: row.nroDocumento,
          aceptaPrivacidad: consentimientoPrivacidad,
          aceptaMarketing: false,
          ip: context.ip,
          texto: COMPLAINT_PRIVACY_TEXT,
        });
        await recordMovement(tx, {
          actor: WEB_ACTOR,
          codigo: 'complaint.create',
          accion: `Registró la hoja de reclamación Nº ${codigo} del libro ${row.codigoLibro}`,
          entidad: 'complaint',
          idEntidad: row.id,
          objetivo: `${row.codigoLibro} ${codigo}`,
          context,
        });
        const sheet = toSheet({ ...row, respondidoPor: null, reclasificadoPor: null });
        const to = recipientOf(sheet);
        let copia: ComplaintCopyState = 'SIN_CORREO';
        if (to) {
          copia = (await takeCopy(tx, to, today)) ? 'CORREO' : 'LIMITE';
          if (copia === 'CORREO')
            await enqueueMail(
              tx,
              copyMail(row.id, sheet, to, {
                lookupUrl: `${publicUrl}/reclamos/consulta`,
                siteUrl: publicUrl,
                company: site.nombreEmpresa,
                contact: site.correo,
              }),
            );
        }
        return { id: row.id, sheet, copia };
      });
      wakeMail();
      return {
        sheet: created.sheet,
        pdf: await pdfLink(created.id, CONSUMER_LINK_SECONDS),
        copia: created.copia,
      };
    },

    /** A staff member's download link for the sheet as it stands. */
    staffPdfLink: (id: number) => pdfLink(id, STAFF_LINK_SECONDS),

    /** The PDF behind a link token; the same 404 for an expired, forged or unknown one. */
    async pdf(token: string): Promise<{ fileName: string; bytes: Buffer }> {
      const id = await tokens.verifySheet(token);
      const view = id === null ? undefined : await findComplaint(db, id);
      if (!view) throw notFound(COMPLAINT_MESSAGES.sheetLinkExpired);
      const sheet = toSheet(view);
      return { fileName: sheetFileName(sheet), bytes: complaintSheetPdf(sheet) };
    },

    /** The status by number and document; a wrong number and a wrong document answer alike. */
    async lookup(codigo: string, nroDocumento: string): Promise<ComplaintStatusView[]> {
      const parsed = parseLookupCode(codigo);
      const found = parsed ? await findByCodeAndDocument(db, { ...parsed, nroDocumento }) : [];
      if (found.length === 0) throw notFound(COMPLAINT_MESSAGES.lookupNotFound);
      return found.map(toStatus);
    },
  };
}
