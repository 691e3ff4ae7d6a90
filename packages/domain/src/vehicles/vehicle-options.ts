/** Option lists of the vehicle form (spec 001 §3 "Option lists"); the API serves them with the brands in stock. */
export const BODY_TYPES = [
  'Sedán',
  'SUV',
  'Camioneta',
  'Hatchback',
  'Pick-up',
  'Station Wagon',
  'Coupé',
  'Minivan',
] as const;
export const FUELS = ['Gasolina', 'Diésel', 'Híbrido', 'GLP', 'GNV', 'Eléctrico'] as const;
export const TRACTIONS = ['4x2', '4x4', 'AWD'] as const;

/** The oldest model year the form accepts (and the database's check constraint). */
export const MIN_VEHICLE_YEAR = 1950;

/** Years for the year selects, newest first: next year's models down to MIN_VEHICLE_YEAR (spec 001 §3). */
export function vehicleYears(now: Date): number[] {
  const newest = now.getUTCFullYear() + 1;
  return Array.from({ length: newest - MIN_VEHICLE_YEAR + 1 }, (_, index) => newest - index);
}
