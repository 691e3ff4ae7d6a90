import type { OfferPhoto, SellOfferItem } from '@motorplaza/domain/offers/sell-offer-admin.schema';
import type {
  InspectionSite,
  SellOfferPhotoSlot,
  SellOfferStatus,
} from '@motorplaza/domain/offers/sell-offer-rules';
import type { OfferPhotoRow, OfferView } from './sell-offer.repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toOfferItem(view: OfferView): SellOfferItem {
  return {
    id: view.id,
    codigo: view.codigo,
    placa: view.placa,
    nombreCompleto: view.nombreCompleto,
    dni: view.dni,
    correo: view.correo,
    celular: view.celular,
    marca: view.marca,
    modelo: view.modelo,
    anio: view.anio,
    versionModelo: view.versionModelo,
    kilometraje: view.kilometraje,
    transmision: view.transmision,
    combustible: view.combustible,
    color: view.color,
    numeroDuenos: view.numeroDuenos,
    tieneAccidentes: view.tieneAccidentes,
    notaAccidentes: view.notaAccidentes,
    tieneDeudas: view.tieneDeudas,
    notaDeudas: view.notaDeudas,
    precioEsperado: view.precioEsperado,
    comentarios: view.comentarios,
    sedeInspeccion: view.sedeInspeccion as InspectionSite | null,
    fechaInspeccion: iso(view.fechaInspeccion),
    consentimientoMarketing: view.consentimientoMarketing,
    status: view.status as SellOfferStatus,
    idAuto: view.idAuto,
    idCliente: view.idCliente,
    fechaRegistro: view.createdAt.toISOString(),
    fechaActualizacion: iso(view.updatedAt),
    nombreUsuarioActualiza: view.nombreUsuarioActualiza,
    version: view.version,
    fotoPrincipal: view.fotoPrincipal,
    totalFotos: view.totalFotos,
  };
}

export function toOfferPhoto(row: OfferPhotoRow): OfferPhoto {
  return {
    imagen: row.imagen,
    posicion: row.posicion as SellOfferPhotoSlot,
    orden: row.orden,
    ancho: row.ancho,
    alto: row.alto,
  };
}

/** 'Toyota Corolla 2019': the offered car in e-mails and on the seller's look-up. */
export function offerCar(row: { marca: string; modelo: string; anio: number }): string {
  return `${row.marca} ${row.modelo} ${row.anio}`;
}

/** 'Toyota Corolla 2019 (VA-2026-000123)': how the movements log names an offer. */
export function offerLabel(row: {
  codigo: string | null;
  marca: string;
  modelo: string;
  anio: number;
}): string {
  return `${offerCar(row)}${row.codigo ? ` (${row.codigo})` : ''}`;
}
