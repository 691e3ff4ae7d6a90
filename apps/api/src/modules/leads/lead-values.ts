import { INTEREST_MESSAGES } from '@motorplaza/domain/leads/interest.schema';
import { todayInLima } from '@motorplaza/domain/shared/dates';
import { badRequest } from '../../lib/http-error';

/** Noon in Lima of a yyyy-MM-dd date, so the stored instant shows the same day everywhere. */
export function limaNoon(date: string): Date {
  return new Date(`${date}T12:00:00-05:00`);
}

/** The lead's fields a new lead takes from the form and the car (public form or staff). */
export interface NewLead {
  nombreCompleto: string;
  dni: string;
  correo: string;
  celular: string;
  fechaCita?: string | null | undefined;
  comentarios?: string | undefined;
  consentimientoPrivacidad: true;
  consentimientoMarketing: boolean;
}

export interface LeadVehicle {
  idAuto: number;
  marca: string;
  modelo: string;
  anioFabricacion: number | null;
  tag: string | null;
  estadoDes: string;
}

/** The stored columns of a new lead, from its form and its car; an appointment cannot be in the past. */
export function leadValues(request: NewLead, vehicle: LeadVehicle, now: Date) {
  if (request.fechaCita && request.fechaCita < todayInLima(now)) {
    throw badRequest({ fechaCita: INTEREST_MESSAGES.fechaCita });
  }
  return {
    nombreCompleto: request.nombreCompleto,
    dni: request.dni,
    correo: request.correo.toLowerCase(),
    celular: request.celular,
    idAuto: vehicle.idAuto,
    automovil: [vehicle.marca, vehicle.modelo, vehicle.anioFabricacion].filter(Boolean).join(' '),
    tag: vehicle.tag,
    fechaCita: request.fechaCita ? limaNoon(request.fechaCita) : null,
    comentarios: request.comentarios || null,
    consentimientoPrivacidad: request.consentimientoPrivacidad,
    consentimientoMarketing: request.consentimientoMarketing,
  };
}
