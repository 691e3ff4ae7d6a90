import type { SellOfferFormInput } from '@motorplaza/domain/offers/sell-offer.schema';
import type { DefaultValues } from 'react-hook-form';

/** The form's steps, in order: each one's fields are SELL_STEP_FIELDS[key]. */
export const SELL_STEPS = [
  { key: 'placa', title: 'Placa' },
  { key: 'auto', title: 'Tu auto' },
  { key: 'estado', title: 'Estado del auto' },
  { key: 'fotos', title: 'Fotos' },
  { key: 'inspeccion', title: 'Precio e inspección' },
  { key: 'contacto', title: 'Tus datos' },
] as const;
export type SellStepKey = (typeof SELL_STEPS)[number]['key'];

/** An empty form: nothing chosen for the visitor, consents unticked. */
export function emptySellForm(): DefaultValues<SellOfferFormInput> {
  return {
    placa: '',
    marca: '',
    modelo: '',
    versionModelo: '',
    color: '',
    numeroDuenos: 1,
    notaAccidentes: '',
    notaDeudas: '',
    precioEsperado: null,
    comentarios: '',
    fechaInspeccion: '',
    nombreCompleto: '',
    dni: '',
    celular: '',
    correo: '',
    consentimientoPrivacidad: false,
    consentimientoMarketing: false,
  };
}

/** The inventory's brands and each one's models (the form suggests them; any other is accepted). */
export interface BrandModels {
  readonly marcas: readonly string[];
  readonly modelos: Readonly<Record<string, readonly string[]>>;
}
