import type { PublicVehicle } from '@motorplaza/domain/catalog/catalog-vehicle.schema';
import { type CompareRow, compareRows, rowsByLabel } from '@motorplaza/domain/catalog/compare';
import { equipmentFacts, vehicleFacts } from '@motorplaza/domain/catalog/vehicle-facts';
import { vehicleAvailability } from '@motorplaza/domain/catalog/vehicle-listing';
import { cuotaDesde } from '@motorplaza/domain/financing/credit';
import {
  DEFAULT_FINANCING,
  type FinancingParams,
  PLAZO_MAX,
  qualifiesForCredit,
} from '@motorplaza/domain/financing/financing-params';
import type { SiteSettings } from '@motorplaza/domain/settings/site-settings.schema';
import { formatPen, formatUsd, LOCALE } from '@motorplaza/domain/shared/format';
import { storeLabel } from '@motorplaza/domain/vehicles/status';

const percent = new Intl.NumberFormat(LOCALE, {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 2,
});

export function formatRate(rate: number): string {
  return percent.format(rate);
}

const STATUS = { available: 'Disponible', sold: 'Vendido', unavailable: 'No disponible' } as const;

/**
 * The advertised instalment of one car (decision 0076's `cuotaDesde`: least down payment, longest
 * term) with its TCEA beside it, as the transparency rules ask; 'No aplica' for a car that is not on
 * sale or does not qualify for credit.
 */
export function cuotaText(vehicle: PublicVehicle, params: FinancingParams, tipoCambio: number): string {
  const anio = vehicle.anioModelo ?? vehicle.anioFabricacion;
  if (
    vehicleAvailability(vehicle.estadoDes) !== 'available' ||
    !qualifiesForCredit(params, anio, vehicle.precioCompra)
  ) {
    return 'No aplica';
  }
  const credit = cuotaDesde(params, vehicle.precioCompra * tipoCambio, PLAZO_MAX);
  return `Cuota desde ${formatPen(credit.cuotaMensual)} al mes · TCEA ${formatRate(credit.tcea)}`;
}

export function financingOf(settings: SiteSettings): FinancingParams {
  return settings.financiamiento ?? DEFAULT_FINANCING;
}

/** What every advertised instalment rests on, stated under the table (decision 0076). */
export function cuotaAssumptions(settings: SiteSettings): string {
  const params = financingOf(settings);
  return `Cuota referencial con ${params.entidad}: cuota inicial de ${formatRate(params.inicialMinima)} y ${PLAZO_MAX} meses, TEA ${formatRate(params.tea)}; la TCEA incluye los seguros de desgravamen y vehicular. Tipo de cambio referencial S/ ${settings.tipoCambio.toFixed(2)}. Sujeta a evaluación crediticia.`;
}

/** The table's rows: price, instalment, state, store and every fact and equipment line of the vehicle page. */
export function comparisonRows(cars: readonly PublicVehicle[], settings: SiteSettings): CompareRow[] {
  const perCar = cars.map((car) => [
    { label: 'Precio', value: formatUsd(car.precioCompra) },
    { label: 'Precio en soles', value: formatPen(car.precioCompra * settings.tipoCambio) },
    { label: 'Cuota referencial', value: cuotaText(car, financingOf(settings), settings.tipoCambio) },
    { label: 'Estado', value: STATUS[vehicleAvailability(car.estadoDes)] },
    { label: 'Versión', value: car.version },
    { label: 'Tienda', value: storeLabel(car.swPiso) },
    ...vehicleFacts(car).map(({ label, value }) => ({ label, value })),
    ...equipmentFacts(car),
  ]);
  return compareRows(rowsByLabel(perCar));
}
