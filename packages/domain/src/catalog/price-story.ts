import type { MarketPosition } from './market-position';

/** One recorded listed price of a car: when it took effect and the amount (US$), never who set it. */
export interface PricePoint {
  readonly fecha: string;
  readonly precio: number;
}

/**
 * What a vehicle page tells about its price (issue 26): 'Historial de precio', newest first (the
 * current price leads), and 'Precio frente al mercado' when enough comparables exist.
 */
export interface VehiclePriceStory {
  readonly historial: readonly PricePoint[];
  readonly mercado: MarketPosition | null;
}

/** The car a price story is told of: its page's fields. */
export interface PriceStoryVehicle {
  readonly idAuto: number;
  readonly marca: string;
  readonly modelo: string;
  readonly anioFabricacion: number;
  readonly kilometraje: number | null;
  readonly precioCompra: number;
  readonly estadoDes: string;
}
