import type { SellOfferRequest } from '../sell-offer.schema';

/** A complete, valid `oferta` part for a slot; two photos in the parts foto_1 and foto_2. */
export function validOffer(
  fechaInspeccion: string,
  overrides: Partial<SellOfferRequest> = {},
): SellOfferRequest {
  return {
    placa: 'a1b 234',
    marca: 'Toyota',
    modelo: 'Corolla',
    anio: 2019,
    versionModelo: 'XEI',
    kilometraje: 60_000,
    transmision: 'Automático',
    combustible: 'Gasolina',
    color: 'Plata',
    numeroDuenos: 1,
    tieneAccidentes: false,
    notaAccidentes: '',
    tieneDeudas: false,
    notaDeudas: '',
    precioEsperado: 15_000,
    comentarios: 'SOAT vigente',
    sedeInspeccion: 'SAN_ISIDRO',
    fechaInspeccion,
    nombreCompleto: 'Rosa Quispe Mamani',
    dni: '45678912',
    celular: '987654321',
    correo: 'Rosa@Correo.pe',
    consentimientoPrivacidad: true,
    consentimientoMarketing: false,
    fotos: [
      { archivo: 'foto_1', posicion: 'FRENTE' },
      { archivo: 'foto_2', posicion: 'ODOMETRO' },
    ],
    ...overrides,
  };
}
