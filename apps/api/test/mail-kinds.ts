import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { InspectionSite } from '@motorplaza/domain/offers/sell-offer-rules';
import type { SiteSettings } from '@motorplaza/domain/settings/site-settings.schema';
import { and, asc, isNotNull } from 'drizzle-orm';
import { complaint, interesado, sellOffer } from '../src/db/schema/index';
import type { OutgoingMail } from '../src/mail/enqueue-mail';
import type { MarketingMail } from '../src/mail/marketing-mail';
import { alertConfirmMail, alertDigestMail } from '../src/modules/alerts/alert-mail';
import { failedSignInMail } from '../src/modules/auth/failed-sign-in-mail';
import { findComplaint } from '../src/modules/complaints/complaint.repository';
import { answerMail, copyMail } from '../src/modules/complaints/complaint-mail';
import { toSheet } from '../src/modules/complaints/complaint-view';
import { lostToOtherMail } from '../src/modules/leads/lead-sale-mail';
import { offerCar } from '../src/modules/offers/sell-offer.mapper';
import { newOfferMail, sellerChangeMail } from '../src/modules/offers/sell-offer-mail';
import {
  sellerCancelledMail,
  sellerConfirmMail,
  sellerMailInput,
  sellerMovedMail,
  sellerReceivedMail,
} from '../src/modules/offers/seller-mail';
import {
  driveMailInput,
  testDriveBookedMail,
  testDriveCancelledMail,
  testDriveMovedMail,
} from '../src/modules/test-drives/test-drive-mail';
import type { TestApp } from './test-app';

/** One kind of e-mail the product sends: what it is called, and the message as the product builds it. */
export type MailKind =
  | { name: string; marketing: false; mail: OutgoingMail }
  | { name: string; marketing: true; mail: MarketingMail };

const MODULES = path.join(import.meta.dirname, '../src/modules');

/**
 * The names of every e-mail builder of the product: the functions ending in `Mail` exported by the
 * modules' `*-mail.ts` files. A new kind of e-mail added there and missing from `everyMailKind`
 * fails the test that checks them all.
 */
export async function mailBuilderNames(): Promise<string[]> {
  const files = (await readdir(MODULES, { recursive: true })).filter((file) => file.endsWith('-mail.ts'));
  const names: string[] = [];
  for (const file of files) {
    const module = (await import(path.join(MODULES, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module))
      if (typeof value === 'function' && /Mail$/.test(name)) names.push(name);
  }
  return names.sort();
}

/**
 * Every kind of e-mail, built by the product's own builders from the demo data (an offer with its
 * inspection, a complaint, a lead) and the site settings, addressed to `to`. The marketing one has an
 * HTML part as a campaign would.
 */
export async function everyMailKind(t: TestApp, to: string): Promise<MailKind[]> {
  const db = t.database.db;
  const settings = await t.injectAs(null, { method: 'GET', url: '/api/v1/ajustes' });
  const ajustes = (settings.json() as { data: { ajustes: SiteSettings } }).data.ajustes;
  const [offer] = await db
    .select()
    .from(sellOffer)
    .where(and(isNotNull(sellOffer.codigo), isNotNull(sellOffer.fechaInspeccion)))
    .orderBy(asc(sellOffer.id))
    .limit(1);
  const [filed] = await db.select({ id: complaint.id }).from(complaint).orderBy(asc(complaint.id)).limit(1);
  const [lead] = await db.select().from(interesado).orderBy(asc(interesado.idInteresado)).limit(1);
  const view = filed ? await findComplaint(db, filed.id) : undefined;
  if (!offer?.codigo || !offer.sedeInspeccion || !filed || !view || !lead)
    throw new Error('the demo data lacks an offer with its inspection, a complaint or a lead');
  const sede = offer.sedeInspeccion as InspectionSite;
  const seller = { ...offer, correo: to };
  const now = new Date();
  const input = sellerMailInput({
    id: offer.id,
    codigo: offer.codigo,
    seller,
    inicio: offer.fechaInspeccion,
    sede,
    version: 2,
    ajustes,
    publicUrl: 'https://motorplaza.pe',
    now,
  });
  const team = { id: offer.id, codigo: offer.codigo, to, publicUrl: 'https://motorplaza.pe' };
  const sheet = toSheet(view);
  const change = { ...team, car: offerCar(offer), seller: { ...seller, dni: offer.dni } };
  const transactional = (name: string, mail: OutgoingMail): MailKind => ({ name, marketing: false, mail });
  const alertLinks = t.alertLinks;
  // A test drive (issue 26) as its table keeps it, with the buyer's e-mail as `to`.
  const drive = driveMailInput(
    {
      id: 1,
      codigo: 'PM-2026-000001',
      idAuto: 3,
      automovil: 'Toyota RAV4 XLE 2020',
      sede: 'SAN_ISIDRO',
      inicio: new Date(now.getTime() + 86_400_000),
      status: 'PROGRAMADA',
      nombreCompleto: 'Ñusta Quispe',
      dni: '45678912',
      correo: to,
      celular: '987654321',
      idInteresado: null,
      motivo: null,
      createdAt: now,
      updatedAt: now,
      idUsuarioActualiza: null,
      version: 1,
    },
    ajustes,
    'https://motorplaza.pe',
    now,
  );
  return [
    transactional('testDriveBookedMail', testDriveBookedMail(drive)),
    transactional('testDriveMovedMail', testDriveMovedMail(drive, 'lunes 3 de agosto, 10:00')),
    transactional('testDriveCancelledMail (buyer)', testDriveCancelledMail(drive, 'buyer')),
    transactional('testDriveCancelledMail (car)', testDriveCancelledMail(drive, 'car')),
    transactional(
      'failedSignInMail',
      failedSignInMail({ idUsuario: t.users.ADMIN.idUsuario, nombres: 'Ana María', correo: to }, 5, now, 15),
    ),
    transactional(
      'sellerConfirmMail',
      sellerConfirmMail(input, { url: 'https://motorplaza.pe/c?t=1', until: now }),
    ),
    transactional('sellerReceivedMail', sellerReceivedMail(input)),
    transactional('sellerMovedMail', sellerMovedMail(input, 'lunes 3 de agosto, 10:00')),
    transactional('sellerCancelledMail', sellerCancelledMail(input)),
    transactional('newOfferMail', newOfferMail({ ...offer, sedeInspeccion: sede }, { ...team, photos: 4 })),
    transactional(
      'sellerChangeMail (reschedule)',
      sellerChangeMail({
        ...change,
        change: { kind: 'reschedule', before: 'lunes 10:00', after: 'martes 11:30' },
      }),
    ),
    transactional(
      'sellerChangeMail (cancel)',
      sellerChangeMail({ ...change, change: { kind: 'cancel', inspection: null, motivo: 'Ya lo vendí' } }),
    ),
    transactional(
      'lostToOtherMail',
      lostToOtherMail(lead, 'Toyota Yaris 2019', { nombres: 'Ñusta', correo: to }),
    ),
    // The copy's PDF is built when it leaves (the drainer's renderAttachments), as in the product.
    transactional(
      'copyMail',
      copyMail(filed.id, sheet, to, {
        lookupUrl: 'https://motorplaza.pe/reclamos/consulta',
        siteUrl: 'https://motorplaza.pe',
        company: ajustes.nombreEmpresa,
        contact: ajustes.correo,
      }),
    ),
    transactional(
      'answerMail',
      answerMail(filed.id, { ...sheet, respuesta: 'Revisamos su caso: le devolvemos el 100 %.' }, to),
    ),
    // The catalogue alerts' mail (issue 26): transactional, with the List-Unsubscribe pair of its list.
    transactional(
      'alertConfirmMail',
      alertConfirmMail(alertLinks, { id: 7, correo: to, resumen: 'Toyota · SUV · hasta US$ 25,000' }),
    ),
    transactional(
      'alertDigestMail',
      alertDigestMail(alertLinks, 'https://motorplaza.pe', to, [
        {
          idAuto: 3,
          nombre: 'Toyota RAV4 XLE 2020',
          precio: 23_900,
          precioAntes: 25_000,
          nuevo: true,
          alertas: ['Toyota · SUV'],
        },
      ]),
    ),
    {
      name: 'enqueueMarketingMail',
      marketing: true,
      mail: {
        to,
        subject: 'Nuevos SUV en San Isidro: financiamiento al 0 % — ¡solo este mes!',
        text: 'Llegaron 12 SUV seminuevos con garantía y financiamiento.',
        html: '<h1>Nuevos SUV</h1><p>Llegaron <strong>12 SUV</strong> seminuevos con garantía.</p>',
      },
    },
  ];
}
