import type { SessionUser } from '@motorplaza/domain/access/session-user';
import type { PublicVehicle } from '@motorplaza/domain/catalog/catalog-vehicle.schema';
import { INTEREST_MESSAGES } from '@motorplaza/domain/leads/interest.schema';
import {
  INTERESTED_MESSAGES,
  type Interested,
  type interestedAssignSchema,
  type interestedContactSchema,
  type interestedCreateSchema,
  type interestedNoteSchema,
  type interestedStateSchema,
} from '@motorplaza/domain/leads/interested.schema';
import type { LeadOrigin } from '@motorplaza/domain/leads/lead-pipeline';
import { CONSENT_TEXTS, STAFF_CONSENT_TEXTS } from '@motorplaza/domain/legal/consent';
import type { MovementCode } from '@motorplaza/domain/movements/movement.schema';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-error';
import type { CatalogService } from '../catalog/catalog.service';
import { staffActor, WEB_ACTOR } from '../movements/movement.repository';
import type { RequestContext } from '../movements/request-context';
import {
  findActiveStaff,
  findLead,
  insertLeadEvent,
  isAssignableAsesor,
  type LeadChanges,
  type LeadRow,
  type NewLeadEvent,
  updateLead,
} from './interested.repository';
import { changeLead, toInterested } from './lead-change';
import { insertWithTimeline, leadConsent } from './lead-intake';
import { type LeadMovement, writeLeadWithMovement } from './lead-movement';
import { leadValues, type NewLead } from './lead-values';

type Body<T extends z.ZodType> = z.output<T>;

/** What a public form other than 'Estoy interesado' adds to the lead it creates. */
export interface PublicLeadExtra {
  readonly origen?: LeadOrigin;
  /** Checks the car (throws a 4xx) and computes what `store` writes, before the transaction opens. */
  readonly prepare?: (vehicle: PublicVehicle) => Promise<unknown> | unknown;
  readonly store?: (tx: DbOrTx, idInteresado: number, prepared: unknown) => Promise<void>;
}

export type InterestedService = ReturnType<typeof createInterestedService>;

/** The staff follow-up of interested clients (decision 0023). Every write: one transaction, its event and its movement. */
export function createInterestedService(db: Db, catalog: CatalogService) {
  const change = (
    idInteresado: number,
    version: number,
    user: SessionUser,
    write: (tx: DbOrTx, row: LeadRow) => Promise<void>,
  ) => changeLead(db, idInteresado, version, user, write);

  async function event(
    tx: DbOrTx,
    row: LeadRow,
    user: SessionUser,
    changes: LeadChanges,
    timeline: Omit<NewLeadEvent, 'idInteresado' | 'idUsuario'>,
    movement: { codigo: MovementCode; accion: string; added?: LeadMovement['added'] },
    context: RequestContext,
  ) {
    const lead = { actor: staffActor(user), idInteresado: row.idInteresado, ...movement, context };
    await writeLeadWithMovement(tx, lead, async () => {
      await updateLead(tx, row, changes);
      await insertLeadEvent(tx, { ...timeline, idInteresado: row.idInteresado, idUsuario: user.sub });
    });
  }

  return {
    /**
     * The public 'Estoy interesado': assigned in turn, with its CREADO + ASIGNADO timeline. The buyer's
     * other forms (issue 26) pass their origin, a check of the car, and what they store with the lead
     * in the same transaction.
     */
    async createPublic(
      request: NewLead & { idAuto: number; origen?: 'WEB' | 'ALERTA' },
      context: RequestContext,
      now = new Date(),
      extra: PublicLeadExtra = {},
    ) {
      const vehicle = await catalog.vehicle(request.idAuto);
      if (vehicle?.estadoDes !== 'DISPONIBLE') throw notFound(INTEREST_MESSAGES.vehicleNotFound);
      const prepared = extra.prepare ? await extra.prepare(vehicle) : undefined;
      const values = {
        ...leadValues(request, vehicle, now),
        origen: extra.origen ?? request.origen ?? 'WEB',
      };
      return db.transaction(async (tx) => {
        const idInteresado = await insertWithTimeline(tx, values, WEB_ACTOR, context);
        await leadConsent(tx, idInteresado, values, { texts: CONSENT_TEXTS, ip: context.ip });
        if (extra.store) await extra.store(tx, idInteresado, prepared);
        return idInteresado;
      });
    },

    /** 'Añadir Interesado': a call or a visit, the car from the inventory; an asesor keeps their own lead. */
    async create(
      request: Body<typeof interestedCreateSchema>,
      user: SessionUser,
      context: RequestContext,
      now = new Date(),
    ): Promise<Interested> {
      const vehicle = await catalog.vehicle(request.idAuto);
      if (vehicle?.estadoDes !== 'DISPONIBLE')
        throw badRequest({ idAuto: INTERESTED_MESSAGES.vehicleNotFound });
      const idInteresado = await db.transaction(async (tx) => {
        const own = (await isAssignableAsesor(tx, user.sub)) ? user.sub : null;
        const values = {
          ...leadValues(request, vehicle, now),
          origen: request.origen,
          idUsuarioAsignado: own,
        };
        const idInteresado = await insertWithTimeline(tx, values, staffActor(user), context);
        await leadConsent(tx, idInteresado, values, { texts: STAFF_CONSENT_TEXTS, ip: null });
        return idInteresado;
      });
      const view = await findLead(db, idInteresado);
      if (!view) throw notFound(INTERESTED_MESSAGES.notFound);
      return toInterested(view);
    },

    /**
     * 'Registrar Atención' (spec 001 §4, §5): stores the chosen state — pending as well as attended,
     * fixing the original's always-attended call — with the attending user, an active staff member.
     */
    async setState(
      idInteresado: number,
      body: Body<typeof interestedStateSchema>,
      user: SessionUser,
      context: RequestContext,
    ): Promise<Interested> {
      return change(idInteresado, body.version, user, async (tx, row) => {
        const attending = await findActiveStaff(tx, body.idUsuarioAtencion);
        if (!attending) {
          throw badRequest(
            { idUsuarioAtencion: INTERESTED_MESSAGES.userNotFound },
            INTERESTED_MESSAGES.userNotFound,
          );
        }
        const now = new Date();
        await event(
          tx,
          row,
          user,
          {
            estado: body.estado,
            idUsuarioAtencion: attending.idUsuario,
            fechaAtencion: body.estado ? now : null,
            ...(body.estado && !row.fechaPrimeraRespuesta ? { fechaPrimeraRespuesta: now } : {}),
          },
          {
            tipo: body.estado ? 'ATENDIDO' : 'PENDIENTE',
            idUsuarioDestino: attending.idUsuario,
            fecha: now,
          },
          body.estado
            ? { codigo: 'interested.attend', accion: 'Atendió al cliente interesado' }
            : { codigo: 'interested.pending', accion: 'Devolvió a pendiente al cliente interesado' },
          context,
        );
      });
    },

    async assign(
      idInteresado: number,
      body: Body<typeof interestedAssignSchema>,
      user: SessionUser,
      context: RequestContext,
    ): Promise<Interested> {
      return change(idInteresado, body.version, user, async (tx, row) => {
        if (!(await isAssignableAsesor(tx, body.idUsuarioAsignado))) {
          throw badRequest({ idUsuarioAsignado: INTERESTED_MESSAGES.asesorNotFound });
        }
        await event(
          tx,
          row,
          user,
          { idUsuarioAsignado: body.idUsuarioAsignado },
          { tipo: 'ASIGNADO', idUsuarioDestino: body.idUsuarioAsignado },
          { codigo: 'interested.assign', accion: 'Asignó un asesor al cliente interesado' },
          context,
        );
      });
    },

    /** A WhatsApp message or a call; the first one sets the lead's first-response time. */
    async contact(
      idInteresado: number,
      body: Body<typeof interestedContactSchema>,
      user: SessionUser,
      context: RequestContext,
    ): Promise<Interested> {
      return change(idInteresado, body.version, user, async (tx, row) => {
        const now = new Date();
        await event(
          tx,
          row,
          user,
          row.fechaPrimeraRespuesta ? {} : { fechaPrimeraRespuesta: now },
          {
            tipo: body.canal === 'WHATSAPP' ? 'CONTACTO_WHATSAPP' : 'CONTACTO_TELEFONO',
            nota: body.nota || null,
            fecha: now,
          },
          {
            codigo: 'interested.contact',
            accion: body.canal === 'WHATSAPP' ? 'Contactó por WhatsApp a' : 'Llamó a',
            added: { contacto: body.canal === 'WHATSAPP' ? 'WhatsApp' : 'Llamada', nota: body.nota || null },
          },
          context,
        );
      });
    },

    async note(
      idInteresado: number,
      body: Body<typeof interestedNoteSchema>,
      user: SessionUser,
      context: RequestContext,
    ): Promise<Interested> {
      return change(idInteresado, body.version, user, async (tx, row) => {
        await event(
          tx,
          row,
          user,
          {},
          { tipo: 'NOTA', nota: body.nota },
          {
            codigo: 'interested.note',
            accion: 'Agregó una nota al cliente interesado',
            added: { nota: body.nota },
          },
          context,
        );
      });
    },
  };
}
