import type { SessionUser } from '@motorplaza/domain/access/session-user';
import {
  MARKETING_WITHDRAWAL_ACTORS,
  MARKETING_WITHDRAWAL_MESSAGES,
  type MarketingWithdrawalOrigin,
  WITHDRAWAL_CONSENT_TEXTS,
} from '@motorplaza/domain/legal/marketing-withdrawal';
import type { MarketingWithdrawal } from '@motorplaza/domain/legal/marketing-withdrawal.schema';
import { normalizeEmail } from '@motorplaza/domain/legal/unsubscribe-token';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { changeLocked } from '../../lib/locked-change';
import type { UnsubscribeLinks } from '../../mail/unsubscribe-links';
import { type MovementActor, recordMovement, staffActor } from '../movements/movement.repository';
import { diffRecords } from '../movements/movement-changes';
import type { RequestContext } from '../movements/request-context';
import { recordConsent } from './consent.repository';
import {
  findRequest,
  hasPendingRequest,
  lockRequest,
  markHandled,
  openRequest,
  withdrawMarketing,
} from './marketing-withdrawal.repository';

const actor = (origen: MarketingWithdrawalOrigin): MovementActor => ({
  idUsuario: null,
  usuario: MARKETING_WITHDRAWAL_ACTORS[origen],
});

const target = (id: number) => `Solicitud de baja N.º ${id}`;

export type MarketingWithdrawalService = ReturnType<typeof createMarketingWithdrawalService>;

/**
 * Withdrawing marketing consent (docs/decisions/0029). One transaction: consent off on every
 * interested client and offer of the e-mail, the consent record of the withdrawal, the staff's
 * request (reused while one of the e-mail is pending) and the movement.
 */
export function createMarketingWithdrawalService(db: Db, links: UnsubscribeLinks) {
  async function withdraw(
    correo: string,
    dni: string | null,
    origen: MarketingWithdrawalOrigin,
    context: RequestContext,
  ): Promise<void> {
    const email = normalizeEmail(correo);
    await db.transaction(async (tx) => {
      const turnedOff = await withdrawMarketing(tx, email);
      // A mail provider repeats its one-click POST (retries, several buttons): once nothing of the
      // e-mail accepts marketing and its request waits for the staff, a repeat writes nothing more.
      if (origen === 'UN_CLIC' && turnedOff === 0 && (await hasPendingRequest(tx, email))) return;
      const id = await openRequest(tx, { correo: email, dni, origen, ip: context.ip });
      await recordConsent(tx, {
        formulario: 'BAJA_MARKETING',
        referenciaTipo: 'solicitud_baja_marketing',
        referenciaId: id,
        correo: email,
        documento: dni,
        // The withdrawal form has no privacy box: it withdraws marketing and nothing else.
        aceptaPrivacidad: false,
        aceptaMarketing: false,
        ip: context.ip,
        texto: WITHDRAWAL_CONSENT_TEXTS[origen],
      });
      await recordMovement(tx, {
        actor: actor(origen),
        codigo: 'marketing.withdraw',
        accion: `Registró la solicitud de baja de publicidad N.º ${id}`,
        entidad: 'solicitud_baja_marketing',
        idEntidad: id,
        objetivo: target(id),
        context,
      });
    });
  }

  return {
    /** The form on the privacy policy: the same outcome whether or not the e-mail is known. */
    byForm(body: { correo: string; dni: string | null }, context: RequestContext): Promise<void> {
      return withdraw(body.correo, body.dni, 'FORMULARIO', context);
    },

    /**
     * The link of a marketing e-mail, confirmed on its page (ENLACE) or posted by the mail program's
     * one-click button (UN_CLIC, RFC 8058): a token this server did not sign changes nothing.
     */
    async byLink(
      token: string,
      context: RequestContext,
      origen: Exclude<MarketingWithdrawalOrigin, 'FORMULARIO'> = 'ENLACE',
    ): Promise<void> {
      const correo = links.verify(token);
      if (!correo) {
        throw badRequest(
          { token: MARKETING_WITHDRAWAL_MESSAGES.badToken },
          MARKETING_WITHDRAWAL_MESSAGES.badToken,
        );
      }
      await withdraw(correo, null, origen, context);
    },

    /** 'Marcar como atendida': who and when, with the version the screen read. */
    async handle(
      id: number,
      version: number,
      user: SessionUser,
      context: RequestContext,
    ): Promise<MarketingWithdrawal> {
      return changeLocked(db, {
        lock: (tx) => lockRequest(tx, id),
        version,
        messages: MARKETING_WITHDRAWAL_MESSAGES,
        write: async (tx, row) => {
          if (row.estado === 'ATENDIDA') throw conflict(MARKETING_WITHDRAWAL_MESSAGES.alreadyHandled);
          await markHandled(tx, row, user.sub);
          await recordMovement(tx, {
            actor: staffActor(user),
            codigo: 'marketing.attend',
            accion: `Atendió la solicitud de baja de publicidad N.º ${id}`,
            entidad: 'solicitud_baja_marketing',
            idEntidad: id,
            objetivo: target(id),
            cambios: diffRecords(row, { estado: 'ATENDIDA' }, ['estado']),
            context,
          });
        },
        answer: async () => {
          const saved = await findRequest(db, id);
          if (!saved) throw notFound(MARKETING_WITHDRAWAL_MESSAGES.notFound);
          return saved;
        },
      });
    },
  };
}
