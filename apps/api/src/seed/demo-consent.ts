import { consentText, PRIVACY_POLICY_VERSION } from '@motorplaza/domain/legal/consent';
import {
  MARKETING_WITHDRAWAL_ACTORS,
  type MarketingWithdrawalOrigin,
  WITHDRAWAL_CONSENT_TEXTS,
} from '@motorplaza/domain/legal/marketing-withdrawal';
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import {
  complaint,
  consentimiento,
  interesado,
  movimiento,
  sellOffer,
  solicitudBajaMarketing,
  userFullName,
  usuario,
} from '../db/schema/index';
import { diffRecords } from '../modules/movements/movement-changes';
import { movementSearchText } from '../modules/movements/movement-search';
import { addDays } from './calendar';

const DAY_MS = 86_400_000;

/**
 * The proof of consent of every demo lead, offer and complaint, as their forms would have stored it
 * (decision 0029), and four marketing withdrawals of leads who had accepted it: the two oldest already
 * handled by the first administrator (named by full name, as every movement is: decision 0045), the two newest pending. Read back from the rows just inserted, so it
 * follows whatever the plan made.
 */
export async function insertDemoConsent(tx: Tx): Promise<void> {
  const leads = await tx.select().from(interesado).orderBy(asc(interesado.idInteresado));
  const offers = await tx.select().from(sellOffer).orderBy(asc(sellOffer.id));
  const complaints = await tx.select().from(complaint).orderBy(asc(complaint.id));
  const records = [
    ...leads.map((lead) => ({
      formulario: 'INTERES',
      referenciaTipo: 'interesado',
      referenciaId: lead.idInteresado,
      correo: lead.correo.toLowerCase(),
      documento: lead.dni,
      aceptaMarketing: lead.consentimientoMarketing,
      creadoEn: lead.fechaReg,
    })),
    ...offers.map((offer) => ({
      formulario: 'VENTA_AUTO',
      referenciaTipo: 'sell_offer',
      referenciaId: offer.id,
      correo: offer.correo.toLowerCase(),
      documento: offer.dni,
      aceptaMarketing: offer.consentimientoMarketing,
      creadoEn: offer.createdAt,
    })),
    ...complaints.map((sheet) => ({
      formulario: 'RECLAMO',
      referenciaTipo: 'complaint',
      referenciaId: sheet.id,
      correo: sheet.correo?.toLowerCase() ?? null,
      documento: sheet.nroDocumento,
      aceptaMarketing: false,
      creadoEn: sheet.createdAt,
    })),
  ].map((record) => ({
    ...record,
    aceptaPrivacidad: true,
    versionPolitica: PRIVACY_POLICY_VERSION,
    texto: consentText(record.aceptaMarketing),
    ip: null,
  }));
  if (records.length > 0) await tx.insert(consentimiento).values(records);
  await insertDemoWithdrawals(tx);
}

async function insertDemoWithdrawals(tx: Tx): Promise<void> {
  const [newest] = await tx
    .select({ at: interesado.fechaReg })
    .from(interesado)
    .orderBy(desc(interesado.fechaReg))
    .limit(1);
  const [admin] = await tx
    .select({ idUsuario: usuario.idUsuario, nombre: userFullName(usuario) })
    .from(usuario)
    .where(and(eq(usuario.rol, 'ADMIN'), eq(usuario.estado, true)))
    .orderBy(asc(usuario.idUsuario))
    .limit(1);
  if (!newest || !admin) return;
  // Leads that accepted marketing at least ten days before the newest lead withdraw a week later.
  const chosen = (
    await tx
      .select({ correo: interesado.correo, dni: interesado.dni, fechaReg: interesado.fechaReg })
      .from(interesado)
      .where(
        and(eq(interesado.consentimientoMarketing, true), lte(interesado.fechaReg, addDays(newest.at, -10))),
      )
      .orderBy(desc(interesado.fechaReg), desc(interesado.idInteresado))
      .limit(4)
  ).reverse();
  for (const [index, lead] of chosen.entries()) {
    const correo = lead.correo.toLowerCase();
    const origen: MarketingWithdrawalOrigin = index % 2 === 0 ? 'FORMULARIO' : 'ENLACE';
    const creadoEn = new Date(lead.fechaReg.getTime() + 7 * DAY_MS);
    const handled = index < 2 ? new Date(creadoEn.getTime() + DAY_MS) : null;
    await tx
      .update(interesado)
      .set({ consentimientoMarketing: false })
      .where(sql`lower(${interesado.correo}) = ${correo}`);
    await tx
      .update(sellOffer)
      .set({ consentimientoMarketing: false })
      .where(sql`lower(${sellOffer.correo}) = ${correo}`);
    const [request] = await tx
      .insert(solicitudBajaMarketing)
      .values({
        correo,
        dni: origen === 'FORMULARIO' ? lead.dni : null,
        origen,
        estado: handled ? 'ATENDIDA' : 'PENDIENTE',
        creadoEn,
        atendidoEn: handled,
        idUsuarioAtiende: handled ? admin.idUsuario : null,
        version: handled ? 2 : 1,
      })
      .returning({ id: solicitudBajaMarketing.id });
    if (!request) continue;
    await tx.insert(consentimiento).values({
      formulario: 'BAJA_MARKETING',
      referenciaTipo: 'solicitud_baja_marketing',
      referenciaId: request.id,
      correo,
      documento: origen === 'FORMULARIO' ? lead.dni : null,
      aceptaPrivacidad: false,
      aceptaMarketing: false,
      versionPolitica: PRIVACY_POLICY_VERSION,
      texto: WITHDRAWAL_CONSENT_TEXTS[origen],
      ip: null,
      creadoEn,
    });
    const target = `Solicitud de baja N.º ${request.id}`;
    const entries = [
      {
        idUsuario: null,
        usuario: MARKETING_WITHDRAWAL_ACTORS[origen],
        codigo: 'marketing.withdraw',
        accion: `Registró la solicitud de baja de publicidad N.º ${request.id}`,
        fecha: creadoEn,
      },
      ...(handled
        ? [
            {
              idUsuario: admin.idUsuario,
              usuario: admin.nombre,
              codigo: 'marketing.attend',
              accion: `Atendió la solicitud de baja de publicidad N.º ${request.id}`,
              fecha: handled,
              cambios: diffRecords({ estado: 'PENDIENTE' }, { estado: 'ATENDIDA' }, ['estado']),
            },
          ]
        : []),
    ];
    await tx.insert(movimiento).values(
      entries.map((entry) => ({
        ...entry,
        entidad: 'solicitud_baja_marketing',
        idEntidad: request.id,
        objetivo: target,
        cambios: 'cambios' in entry && entry.cambios ? [...entry.cambios] : [],
        busqueda: movementSearchText(entry.usuario, entry.accion, entry.fecha),
      })),
    );
  }
}
