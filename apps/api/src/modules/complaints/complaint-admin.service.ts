import type { SessionUser } from '@motorplaza/domain/access/session-user';
import {
  COMPLAINT_ADMIN_MESSAGES,
  COMPLAINT_EXPORT_MAX,
  type ComplaintDetail,
  type ComplaintFilter,
  type ComplaintPageQuery,
  type complaintAnswerSchema,
  type complaintReclassifySchema,
} from '@motorplaza/domain/complaints/complaint-admin.schema';
import type { MovementCode } from '@motorplaza/domain/movements/movement.schema';
import { todayInLima } from '@motorplaza/domain/shared/dates';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { changeLocked } from '../../lib/locked-change';
import { enqueueMail } from '../../mail/enqueue-mail';
import { recordMovement, staffActor } from '../movements/movement.repository';
import { diffRecords } from '../movements/movement-changes';
import type { RequestContext } from '../movements/request-context';
import {
  type ComplaintRecord,
  findComplaint,
  holidaySet,
  listComplaints,
  lockComplaint,
  type ProviderChanges,
  pageComplaints,
  updateProviderPart,
} from './complaint.repository';
import { answerMail, recipientOf } from './complaint-mail';
import { type DeadlineClock, toDetail, toRow, toSheet } from './complaint-view';

type Body<T extends z.ZodType> = z.output<T>;

/** What the staff's actions change on a sheet, before → after in the log (who did it is the actor). */
const COMPLAINT_FIELDS = [
  'estado',
  'tipo',
  'motivoReclasificacion',
  'respuesta',
  'respuestaCanal',
  'respuestaComunicadaEn',
] as const satisfies readonly (keyof ProviderChanges & keyof ComplaintRecord)[];

/** Noon in Lima of a calendar day: the stored instant shows that day everywhere. */
const limaNoonOf = (day: string) => new Date(`${day}T12:00:00-05:00`);

export type ComplaintAdminService = ReturnType<typeof createComplaintAdminService>;

/**
 * The staff side of the book (docs/decisions/0028): every action locks the sheet, checks the version
 * the client read, writes part 4 or the follow-up columns only, and records its movement in the same
 * transaction.
 */
export function createComplaintAdminService(db: Db, wakeMail: () => void) {
  async function clock(): Promise<DeadlineClock> {
    return { today: todayInLima(), holidays: await holidaySet(db) };
  }

  async function detail(id: number): Promise<ComplaintDetail> {
    const view = await findComplaint(db, id);
    if (!view) throw notFound(COMPLAINT_ADMIN_MESSAGES.notFound);
    return toDetail(view, await clock());
  }

  function change(
    id: number,
    version: number,
    write: (tx: DbOrTx, row: ComplaintRecord) => Promise<void>,
  ): Promise<ComplaintDetail> {
    return changeLocked(db, {
      lock: (tx) => lockComplaint(tx, id),
      version,
      messages: COMPLAINT_ADMIN_MESSAGES,
      write,
      answer: () => detail(id),
    });
  }

  async function act(
    tx: DbOrTx,
    row: ComplaintRecord,
    user: SessionUser,
    changes: ProviderChanges,
    movement: { codigo: MovementCode; accion: string },
    context: RequestContext,
  ): Promise<void> {
    await updateProviderPart(tx, row, changes);
    await recordMovement(tx, {
      actor: staffActor(user),
      codigo: movement.codigo,
      accion: `${movement.accion} la hoja de reclamación Nº ${row.codigo} del libro ${row.codigoLibro}`,
      entidad: 'complaint',
      idEntidad: row.id,
      objetivo: `${row.codigoLibro} ${row.codigo}`,
      cambios: diffRecords(row, changes, COMPLAINT_FIELDS),
      context,
    });
  }

  return {
    async page(query: ComplaintPageQuery) {
      const [{ rows, total }, now] = await Promise.all([pageComplaints(db, query), clock()]);
      return { rows: rows.map((row) => toRow(row, now)), total };
    },

    async all(filter: ComplaintFilter) {
      const [rows, now] = await Promise.all([listComplaints(db, filter, COMPLAINT_EXPORT_MAX), clock()]);
      return rows.map((row) => toRow(row, now));
    },

    detail,

    /** PENDIENTE → EN_ATENCION. */
    attend(id: number, version: number, user: SessionUser, context: RequestContext) {
      return change(id, version, async (tx, row) => {
        if (row.estado !== 'PENDIENTE') throw conflict(COMPLAINT_ADMIN_MESSAGES.notPending);
        await act(
          tx,
          row,
          user,
          { estado: 'EN_ATENCION' },
          { codigo: 'complaint.attend', accion: 'Pasó a «En atención»' },
          context,
        );
      });
    },

    /**
     * The answer (part 4): by e-mail it leaves through the outbox with the answered sheet in PDF, and
     * the send time becomes the date it was communicated; by letter, the delivery day staff enter.
     */
    async answer(
      id: number,
      body: Body<typeof complaintAnswerSchema>,
      user: SessionUser,
      context: RequestContext,
      now = new Date(),
    ): Promise<ComplaintDetail> {
      const answered = await change(id, body.version, async (tx, row) => {
        if (row.estado === 'RESPONDIDO') throw conflict(COMPLAINT_ADMIN_MESSAGES.alreadyAnswered);
        const byMail = body.canal === 'CORREO';
        if (byMail && !recipientOf(row)) throw badRequest({ canal: COMPLAINT_ADMIN_MESSAGES.noEmail });
        const letterDay = body.fechaCarta;
        if (!byMail && (!letterDay || letterDay < todayInLima(row.createdAt) || letterDay > todayInLima(now)))
          throw badRequest({ fechaCarta: COMPLAINT_ADMIN_MESSAGES.fechaCarta });
        await act(
          tx,
          row,
          user,
          {
            estado: 'RESPONDIDO',
            respuesta: body.respuesta,
            respondidoEn: now,
            idUsuarioRespuesta: user.sub,
            respuestaCanal: body.canal,
            respuestaComunicadaEn: letterDay ? limaNoonOf(letterDay) : null,
          },
          {
            codigo: 'complaint.answer',
            accion: byMail ? 'Respondió por correo' : 'Registró la carta que responde',
          },
          context,
        );
        const to = recipientOf(row);
        const view = byMail && to ? await findComplaint(tx, id) : undefined;
        if (view && to) await enqueueMail(tx, answerMail(id, toSheet(view), to));
      });
      if (body.canal === 'CORREO') wakeMail();
      return answered;
    },

    /** A queja whose content is a reclamo; the consumer's own choice stays on the sheet as filed. */
    reclassify(
      id: number,
      body: Body<typeof complaintReclassifySchema>,
      user: SessionUser,
      context: RequestContext,
    ) {
      return change(id, body.version, async (tx, row) => {
        if (row.estado === 'RESPONDIDO') throw conflict(COMPLAINT_ADMIN_MESSAGES.alreadyAnswered);
        if (row.tipo !== 'QUEJA') throw conflict(COMPLAINT_ADMIN_MESSAGES.notAQueja);
        await act(
          tx,
          row,
          user,
          {
            tipo: 'RECLAMO',
            motivoReclasificacion: body.motivo,
            reclasificadoEn: new Date(),
            idUsuarioReclasifica: user.sub,
          },
          { codigo: 'complaint.reclassify', accion: 'Reclasificó como reclamo' },
          context,
        );
      });
    },
  };
}
