import { complaintCode, VIRTUAL_BOOK_CODE } from '@motorplaza/domain/complaints/business-days';
import { DEFAULT_SITE_SETTINGS } from '@motorplaza/domain/settings/default-settings';
import type { complaint, sellOffer } from '../db/schema/index';
import { addDays, limaYear, randomWorkingInstant } from './calendar';
import { CATALOG } from './catalog-data';
import {
  demoCar,
  demoCondition,
  demoInspection,
  demoOfferPhotos,
  demoPlate,
  offerSubject,
} from './demo-offers';
import type { PersonFactory } from './demo-people';
import { type PlannedOfferPhoto, planOfferPhotos } from './demo-photos';
import { administrator, pickStaff, type StaffMember } from './demo-users';
import { type Random, roundTo100 } from './random';
import { retention } from './vehicle-choice';
import { COLORS } from './vehicle-data';

export type SellOfferRow = typeof sellOffer.$inferInsert & { createdAt: Date };

export interface SellOfferPlan {
  row: SellOfferRow;
  /** Guided photos, drawn and stored only when the seed stores photos. */
  photos: PlannedOfferPhoto[];
  /** Who followed the offer up and when, for offers past NUEVA. */
  handled: { by: string; at: Date } | null;
}

/** Sellers' comments (also the scale data's, bench/lib/scale-offers.ts). */
export const OFFER_COMMENTS = [
  'Único dueño, mantenimientos en concesionario.',
  'Tiene un pequeño choque reparado en la puerta trasera.',
  'Lo vendo porque viajo al extranjero.',
  'Acepto parte de pago por un auto más grande.',
  'SOAT y revisión técnica vigentes.',
  'Necesito vender esta semana.',
];

/** Offers from the sell-your-car page over the last three months; the newest are still unanswered. */
export function buildSellOffers(
  random: Random,
  now: Date,
  people: PersonFactory,
  staff: readonly StaffMember[],
  count: number,
): SellOfferPlan[] {
  const plans = Array.from({ length: count }, (): SellOfferPlan => {
    const brand = random.pick(CATALOG);
    const spec = random.pick(brand.modelos);
    const anio = random.int(
      Math.max(spec.desde ?? 0, limaYear(now) - 12),
      Math.min(spec.hasta ?? 9999, limaYear(now)),
    );
    const age = limaYear(now) - anio;
    const person = people.person();
    const createdAt = randomWorkingInstant(random, addDays(now, -90), now);
    const placa = demoPlate(random);
    const color = random.weighted(COLORS);
    const inspection = demoInspection(random, createdAt);
    const photos = planOfferPhotos(
      random,
      offerSubject(brand, spec, anio, color, placa),
      demoOfferPhotos(random),
    );
    const status =
      addDays(createdAt, 5) > now ? 'NUEVA' : random.pick(['CONTACTADA', 'DESCARTADA', 'COMPRADA']);
    const handledAt = randomWorkingInstant(random, addDays(createdAt, 1), addDays(createdAt, 4));
    return {
      row: {
        placa,
        nombreCompleto: `${person.nombres} ${person.apellidos}`,
        dni: person.dni,
        correo: person.correo,
        celular: person.celular,
        marca: brand.marca,
        modelo: spec.modelo,
        anio,
        ...demoCar(random, spec, anio),
        color,
        ...demoCondition(random, age),
        sedeInspeccion: inspection.sede,
        fechaInspeccion: inspection.fecha,
        kilometraje: Math.round((age * random.int(9_000, 18_000) + random.int(500, 5_000)) / 100) * 100,
        // Sellers ask a little above what the car is worth.
        precioEsperado: random.chance(0.8)
          ? roundTo100(spec.precioNuevo * retention(age, brand.premium) * random.float(1, 1.15))
          : null,
        comentarios: random.chance(0.6) ? random.pick(OFFER_COMMENTS) : null,
        consentimientoPrivacidad: true,
        consentimientoMarketing: random.chance(0.5),
        status,
        createdAt,
      },
      photos,
      handled:
        status === 'NUEVA'
          ? null
          : { by: pickStaff(random, staff, 'GESTIONAR_INVENTARIO', handledAt).correo, at: handledAt },
    };
  });
  return plans.sort((a, b) => a.row.createdAt.getTime() - b.row.createdAt.getTime());
}

/** The deadline is computed at insert, from the holidays table the migration filled. */
export type ComplaintRow = Omit<typeof complaint.$inferInsert, 'idUsuarioRespuesta' | 'fechaLimite'> & {
  createdAt: Date;
};

export interface ComplaintPlan {
  row: ComplaintRow;
  answeredBy: string | null;
  /** Who took a sheet still being handled, and when. */
  attended: { by: string; at: Date } | null;
}

const COMPLAINTS = [
  {
    tipo: 'RECLAMO',
    tipoBien: 'PRODUCTO',
    montoReclamado: 450,
    descripcionBien: 'Hyundai Tucson 2019 comprado en la tienda de San Isidro.',
    detalle:
      'A la semana de la compra se encendió la luz de check engine. El vehículo se entregó como revisado.',
    pedido: 'Solicito la reparación sin costo o la devolución de lo gastado en el diagnóstico.',
    respuesta:
      'Revisamos el vehículo en nuestro taller y se cambió el sensor de oxígeno sin costo para usted.',
  },
  {
    tipo: 'QUEJA',
    tipoBien: 'SERVICIO',
    montoReclamado: null,
    descripcionBien: 'Atención en la tienda de Santiago de Surco.',
    detalle: 'Llegué a la cita de prueba de manejo a la hora acordada y esperé más de 40 minutos.',
    pedido: 'Que se respeten los horarios de las citas.',
    respuesta: 'Lamentamos la demora. Reforzamos la agenda de citas para que cada asesor tenga su horario.',
  },
  {
    tipo: 'RECLAMO',
    tipoBien: 'SERVICIO',
    montoReclamado: 180,
    descripcionBien: 'Trámite de transferencia vehicular incluido en la compra.',
    detalle:
      'La transferencia demoró más de un mes y tuve que pagar una papeleta por circular sin tarjeta de propiedad.',
    pedido: 'Solicito el reembolso de la papeleta.',
    respuesta: 'Se reembolsó el monto de la papeleta y se le entregó la tarjeta de propiedad.',
  },
  {
    tipo: 'QUEJA',
    tipoBien: 'SERVICIO',
    montoReclamado: null,
    descripcionBien: 'Atención telefónica de la tienda de San Isidro.',
    detalle:
      'Llamé tres veces para saber el estado de mi financiamiento y nadie me devolvió la llamada prometida.',
    pedido: 'Que me informen por escrito el estado de mi solicitud de crédito.',
    respuesta: null,
  },
  {
    tipo: 'RECLAMO',
    tipoBien: 'PRODUCTO',
    montoReclamado: 1200,
    descripcionBien: 'Toyota Corolla 2020 separado con adelanto.',
    detalle:
      'Separé el vehículo con un adelanto y luego me informaron que ya había sido vendido a otra persona.',
    pedido: 'Solicito la devolución inmediata del adelanto.',
    respuesta: null,
  },
] as const;

/**
 * Complaints-book entries in the website's virtual book. Sheets are numbered per year
 * (000000001-2026, …); answers come within the legal term of 15 business days; a queja from about two
 * and a half weeks ago is being handled (its term ends within days: the list's warning badge), and the
 * newest is still pending.
 */
export function buildComplaints(
  random: Random,
  now: Date,
  people: PersonFactory,
  staff: readonly StaffMember[],
): ComplaintPlan[] {
  const ages = [320, 190, 75, 17, 4];
  const sequence = new Map<number, number>();
  return COMPLAINTS.map((entry, i): ComplaintPlan => {
    const createdAt = randomWorkingInstant(
      random,
      addDays(now, -(ages[i] ?? 0) - 1),
      addDays(now, -(ages[i] ?? 0)),
    );
    const year = limaYear(createdAt);
    const number = (sequence.get(year) ?? 0) + 1;
    sequence.set(year, number);
    const person = people.person();
    const { respuesta, ...claim } = entry;
    const respondidoEn = respuesta
      ? randomWorkingInstant(random, addDays(createdAt, 2), addDays(createdAt, 12))
      : null;
    // The older open sheet is being handled; the newest waits.
    const attendedAt =
      !respuesta && ages[i] !== undefined && ages[i] > 7
        ? randomWorkingInstant(random, addDays(createdAt, 1), addDays(createdAt, 3))
        : null;
    return {
      row: {
        codigo: complaintCode(number, year),
        codigoLibro: VIRTUAL_BOOK_CODE,
        anio: year,
        correlativo: number,
        razonSocial: DEFAULT_SITE_SETTINGS.razonSocial,
        ruc: DEFAULT_SITE_SETTINGS.ruc,
        establecimiento: establishment(),
        tipoOriginal: entry.tipo,
        moneda: entry.montoReclamado === null ? null : 'PEN',
        canalRespuesta: 'CORREO',
        respuestaCanal: respuesta ? 'CORREO' : null,
        respuestaComunicadaEn: respondidoEn,
        nombreCompleto: `${person.nombres} ${person.apellidos}`,
        tipoDocumento: 'DNI',
        nroDocumento: person.dni,
        domicilio: people.address(),
        telefono: person.celular,
        correo: person.correo,
        ...claim,
        respuesta,
        respondidoEn,
        estado: respuesta ? 'RESPONDIDO' : attendedAt ? 'EN_ATENCION' : 'PENDIENTE',
        createdAt,
        // The copy left by e-mail a minute after the sheet was filed.
        copiaEnviadaEn: new Date(createdAt.getTime() + 60_000),
      },
      answeredBy: respondidoEn ? administrator(staff).correo : null,
      attended: attendedAt ? { by: administrator(staff).correo, at: attendedAt } : null,
    };
  });
}

function establishment(): string {
  const [office] = DEFAULT_SITE_SETTINGS.oficinas;
  return office ? `${office.direccion}, ${office.distrito}` : DEFAULT_SITE_SETTINGS.razonSocial;
}
