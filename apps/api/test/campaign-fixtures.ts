import type { OperationId } from '@motorplaza/domain/access/api-policies';
import { eq } from 'drizzle-orm';
import { cliente, complaint, solicitudBajaMarketing } from '../src/db/schema/index';
import { fullSheet } from './complaint-fixtures';
import { noisyJpeg } from './images';
import { confirmOffer, offerBody, offerForm } from './offer-fixtures';
import { DEMO_NOW, type TestApp } from './test-app';
import { userForm } from './user-fixtures';
import { photoPart, vehicleForm } from './vehicle-fixtures';

/**
 * What the hostile campaign and the conformance test call the API with (on the demo data): a valid
 * value of each path parameter, pointing at records of their own (a user, a lead, a sheet, an offer),
 * so the routes that change them leave the test users and the rest of the data alone; a valid body of
 * each JSON operation, a valid query where fields go together, and the JSON part of each multipart one.
 */
export interface CampaignFixtures {
  params: Record<string, string>;
  bodies: Partial<Record<OperationId, Record<string, unknown>>>;
  queries: Partial<Record<OperationId, Record<string, string>>>;
  multipart: Partial<Record<OperationId, { part: string; valid: () => Record<string, unknown> }>>;
}

/** A valid query for each operation whose query fields only make sense together (a period). */
const PERIOD = { desde: '2026-01-01', hasta: '2026-10-31' };
const QUERIES: Partial<Record<OperationId, Record<string, string>>> = {
  'report.sales': PERIOD,
  'report.clients': PERIOD,
  'report.topBrands': PERIOD,
  'report.funnel': PERIOD,
};

export async function prepareCampaign(t: TestApp): Promise<CampaignFixtures> {
  /** A complete complaint sheet: the campaign files one, then mutates it. */
  const complaintSheet = fullSheet();

  const catalog = await t.injectAs(null, { method: 'GET', url: '/api/v1/catalogo' });
  const first = (catalog.json() as { data: { automoviles: { idAuto: number }[] } }).data.automoviles[0];
  if (!first) throw new Error('the demo inventory is empty');
  const detail = await t.injectAs('ADMIN', { method: 'GET', url: `/api/v1/automoviles/${first.idAuto}` });
  const { placa, versionRegistro } = (
    detail.json() as { data: { automovil: { placa: string | null; versionRegistro: number } } }
  ).data.automovil;
  // The user routes act on a user of their own, so the test users keep their state and rights.
  const target = await t.createUser({ rol: 'ASESOR2' });
  const accessories = await t.injectAs('ADMIN', { method: 'GET', url: '/api/v1/accesorios' });
  const accessory = (accessories.json() as { data: { accesorios: { idAccesorio: number }[] } }).data
    .accesorios[0];
  if (!accessory) throw new Error('the demo accessories are empty');
  // The lead routes act on a lead of their own, so other leads keep their state.
  const lead = await t.injectAs('ADMIN', {
    method: 'POST',
    url: '/api/v1/interesados/registro',
    payload: {
      idAuto: first.idAuto,
      nombreCompleto: 'Interesado De Campaña',
      dni: '45678913',
      correo: 'campana@example.pe',
      celular: '987654322',
      origen: 'TELEFONO',
      consentimientoPrivacidad: true,
    },
  });
  const idInteresado = (lead.json() as { data: { interesado: { idInteresado: number } } }).data.interesado
    .idInteresado;
  // The withdrawal routes handle a request of their own.
  await t.server.inject({
    method: 'POST',
    url: '/api/v1/bajas-publicidad',
    payload: { correo: 'campana@example.pe' },
    remoteAddress: '10.255.255.1',
  });
  const [withdrawal] = await t.database.db
    .select({ id: solicitudBajaMarketing.id })
    .from(solicitudBajaMarketing)
    .limit(1);
  if (!withdrawal) throw new Error('no marketing withdrawal request');
  // The book's staff routes act on a sheet of their own.
  const sheet = await t.injectAs(null, {
    method: 'POST',
    url: '/api/v1/reclamos',
    payload: { ...complaintSheet, tipo: 'QUEJA' },
    remoteAddress: '10.255.255.2',
  });
  const filed = (sheet.json() as { data: { hoja: { codigo: string } } }).data.hoja;
  const [stored] = await t.database.db
    .select({ id: complaint.id })
    .from(complaint)
    .where(eq(complaint.codigo, filed.codigo));
  if (!stored) throw new Error('the campaign could not file its complaint sheet');
  // The offer routes act on an offer of their own, with one photo.
  const schedule = await t.injectAs(null, { method: 'GET', url: '/api/v1/vende-tu-auto/horarios' });
  const offerSlot: string = schedule.json().data.sedes[0].dias[0].slots[0].inicio;
  const offerPost = await offerBody(
    offerForm(offerSlot, { fotos: [{ archivo: 'foto_1', posicion: 'FRENTE' }] }),
    [photoPart('foto_1', await noisyJpeg(400, 300))],
  );
  await t.server.inject({ method: 'POST', url: '/api/v1/vende-tu-auto', ...offerPost });
  const offers = await t.injectAs('ADMIN', { method: 'GET', url: '/api/v1/ofertas' });
  const offer = (
    offers.json() as { data: { ofertas: { id: number; codigo: string; fotoPrincipal: string }[] } }
  ).data.ofertas[0];
  if (!offer) throw new Error('the campaign could not create its offer');
  // Confirmed as its seller would, so the look-up's changes are open (issue 23).
  await confirmOffer(t, offer.codigo);
  const [client] = await t.database.db.select({ idCliente: cliente.idCliente }).from(cliente).limit(1);
  if (!client) throw new Error('the demo has no clients');
  const params: Record<string, string> = {
    idAccesorio: String(accessory.idAccesorio),
    idAuto: String(first.idAuto),
    idInteresado: String(idInteresado),
    placa: placa ?? 'ABC-123',
    dni: '12345678',
    idUsuario: String(target.idUsuario),
    idCliente: String(client.idCliente),
    idSolicitud: String(withdrawal.id),
    idReclamo: String(stored.id),
    fecha: '2031-05-02',
    idOferta: String(offer.id),
    idAlerta: '1',
    // A test drive's id (issue 26).
    id: '1',
    imagen: offer.fotoPrincipal,
    '*': 'x',
  };
  const settings = await t.injectAs(null, { method: 'GET', url: '/api/v1/ajustes' });
  const tomorrow = new Date(DEMO_NOW.getTime() + 86_400_000).toISOString().slice(0, 10);
  const bodies: Partial<Record<OperationId, Record<string, unknown>>> = {
    'auth.login': { correo: 'admin@prueba.pe', contrasena: 'no-es-la-clave', recordar: true },
    'auth.profile.update': { nombres: 'Ana', apellidos: 'Pérez', celular: '912345678', version: 1 },
    'settings.update': (settings.json() as { data: { ajustes: Record<string, unknown> } }).data.ajustes,
    'interest.create': {
      idAuto: first.idAuto,
      nombreCompleto: 'Lucía Torres',
      dni: '45678912',
      correo: 'lucia@example.pe',
      celular: '987654321',
      fechaCita: tomorrow,
      comentarios: 'Quisiera verlo el sábado',
      consentimientoPrivacidad: true,
      consentimientoMarketing: false,
    },
    // 'Solicitar evaluación' (issue 26): the contact of 'Estoy interesado' and the scenario's choices.
    'financing.request': {
      idAuto: first.idAuto,
      nombreCompleto: 'Lucía Torres',
      dni: '45678912',
      correo: 'lucia@example.pe',
      celular: '987654321',
      consentimientoPrivacidad: true,
      consentimientoMarketing: false,
      inicial: 20_000,
      plazo: 36,
      rangoIngresos: 'DE_4001_7000',
      tipoEmpleo: 'DEPENDIENTE',
    },
    // 'Agendar prueba de manejo' (issue 26): a slot of the schedule, the contact; a look-up by code.
    'testDrive.book': {
      idAuto: first.idAuto,
      sede: 'SAN_ISIDRO',
      inicio: offerSlot,
      nombreCompleto: 'Lucía Torres',
      dni: '45678912',
      correo: 'lucia@example.pe',
      celular: '987654321',
      consentimientoPrivacidad: true,
      consentimientoMarketing: false,
    },
    'testDrive.lookup': { codigo: 'PM-2026-000001', dni: '45678912' },
    'testDrive.reschedule': {
      codigo: 'PM-2026-000001',
      dni: '45678912',
      sede: 'SAN_ISIDRO',
      inicio: offerSlot,
      version: 1,
    },
    'testDrive.cancel': { codigo: 'PM-2026-000001', dni: '45678912', motivo: 'Ya no puedo', version: 1 },
    'testDrive.outcome': { estado: 'REALIZADA', version: 1 },
    'interested.create': {
      idAuto: first.idAuto,
      nombreCompleto: 'Mario Salas',
      dni: '45678914',
      correo: 'mario@example.pe',
      celular: '987654323',
      fechaCita: tomorrow,
      comentarios: 'Llamó por el precio',
      origen: 'TIENDA',
      consentimientoPrivacidad: true,
      consentimientoMarketing: false,
    },
    'interested.state': { estado: true, idUsuarioAtencion: target.idUsuario, version: 1 },
    'interested.assign': { idUsuarioAsignado: target.idUsuario, version: 1 },
    'interested.contact': { canal: 'WHATSAPP', nota: 'Le escribí', version: 1 },
    'interested.close': { resultado: 'PERDIDO', motivoPerdida: 'PRECIO', nota: 'Compró otro', version: 1 },
    'interested.note': { nota: 'Volver a llamar', version: 1 },
    'interested.confirmSale': { nota: 'Pagó al contado', version: 1 },
    'interested.rejectSale': { nota: 'Falta el pago', version: 1 },
    'vehicle.changeStatus': { estadoDes: 'NO DISPONIBLE', idInteresado: null },
    'sellOffer.state': { estado: 'CONTACTADA', nota: 'Le escribí por WhatsApp', version: 1 },
    'usuario.state': { estado: false },
    'client.create': {
      nombres: 'Lucía',
      apellidos: 'Torres',
      dni: '45678913',
      ruc: '20100047218',
      estado: true,
    },
    'client.update': {
      nombres: 'Lucía',
      apellidos: 'Torres',
      dni: '45678914',
      correo: 'lucia@example.pe',
      celular: '987654321',
      estado: true,
      version: 1,
    },
    'usuario.bulkState': { ids: [target.idUsuario], estado: false },
    'usuario.password': { contrasenaActual: 'no-es-la-clave', contrasenaNueva: 'Nueva-Clave-9' },
    'marketingWithdrawal.create': { correo: 'ana@example.pe', dni: '45678912' },
    'marketingWithdrawal.link': { token: t.unsubscribe.token('campana@example.pe') },
    'marketingWithdrawal.oneClick': { 'List-Unsubscribe': 'One-Click' },
    'marketingWithdrawal.handle': { version: 1 },
    'complaint.create': complaintSheet,
    'complaint.lookup': { codigo: filed.codigo, nroDocumento: complaintSheet.nroDocumento },
    'sellOffer.lookup': { codigo: offer.codigo, dni: offerForm(offerSlot).dni },
    'sellOffer.confirm': { token: t.offerConfirmLinks.token(offer.id) },
    'alert.create': {
      correo: 'campana@example.pe',
      consulta: 'marca=Toyota',
      consentimientoPrivacidad: true,
    },
    'alert.confirm': { token: t.alertLinks.confirmToken(1) },
    'alert.oneClick': { 'List-Unsubscribe': 'One-Click' },
    'sellOffer.reschedule': {
      codigo: offer.codigo,
      dni: offerForm(offerSlot).dni,
      sedeInspeccion: 'SURCO',
      fechaInspeccion: offerSlot,
      version: 1,
    },
    'sellOffer.cancel': {
      codigo: offer.codigo,
      dni: offerForm(offerSlot).dni,
      motivo: 'Ya lo vendí',
      version: 1,
    },
    'complaint.attend': { version: 1 },
    'complaint.answer': { respuesta: 'Atendimos su reclamo.', canal: 'CORREO', version: 1 },
    'complaint.reclassify': { motivo: 'El contenido trata del producto comprado.', version: 1 },
    'holiday.create': { fecha: '2031-05-02', nombre: 'Feriado de campaña' },
    'accessory.create': { nombre: 'Portabicicletas', tipo: 'Exterior', estado: true },
    'accessory.update': { nombre: 'Portabicicletas de techo', tipo: 'Exterior', estado: true, version: 1 },
  };
  // Operations that read a multipart body: the JSON part and its valid value.
  const multipart: CampaignFixtures['multipart'] = {
    'vehicle.create': { part: 'automovil', valid: () => ({ ...vehicleForm({ placa: null }) }) },
    'vehicle.update': {
      part: 'automovil',
      valid: () => ({ ...vehicleForm({ placa: null }), versionRegistro }),
    },
    'usuario.create': { part: 'usuario', valid: () => userForm() },
    'sellOffer.create': { part: 'oferta', valid: () => ({ ...offerForm(offerSlot) }) },
    'usuario.update': {
      part: 'usuario',
      valid: () => ({ ...userForm(), idUsuario: Number(params.idUsuario), version: 1 }),
    },
  };
  // The one-click unsubscribe's signed token travels in its query (RFC 8058).
  const queries = {
    ...QUERIES,
    'marketingWithdrawal.oneClick': { token: t.unsubscribe.token('campana@example.pe') },
    // The alerts page's signed token (issue 26), in the query of its API calls and of its one-click.
    'alert.list': { token: t.alertLinks.pageToken('campana@example.pe') },
    'alert.delete': { token: t.alertLinks.pageToken('campana@example.pe') },
    'alert.deleteAll': { token: t.alertLinks.pageToken('campana@example.pe') },
    'alert.oneClick': { token: t.alertLinks.pageToken('campana@example.pe') },
  };
  return { params, bodies, queries, multipart };
}
