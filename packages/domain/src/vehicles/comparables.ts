/**
 * Which of the dealership's own cars are comparable to a given one, and what each is worth once
 * adjusted to that car's year and mileage (decision 0027). One rule, read by the seller's indicative
 * price range (offers/price-range) and the vehicle page's 'Precio frente al mercado'
 * (catalog/market-position): same marca and modelo (matched by the server's query), within
 * MAX_YEAR_GAP years and MAX_KM_GAP km, in stock or sold in the last SALES_WINDOW_MONTHS months.
 */
export const COMPARABLE_RULE = {
  maxYearGap: 2,
  maxKmGap: 40_000,
  salesWindowMonths: 24,
  /** A car one year older is worth this share less. */
  yearStep: 0.07,
  /** 10,000 km more take this share off, within ±30 %. */
  kmStep: 0.015,
  kmCap: 0.3,
} as const;

export interface PriceTarget {
  readonly anio: number;
  readonly kilometraje: number;
}

export interface Comparable {
  readonly anio: number;
  readonly kilometraje: number;
  /** Retail price in US$: the listed price of a car in stock, the sale price of a sold one. */
  readonly precio: number;
}

export function isComparable(target: PriceTarget, car: Comparable): boolean {
  return (
    Math.abs(car.anio - target.anio) <= COMPARABLE_RULE.maxYearGap &&
    Math.abs(car.kilometraje - target.kilometraje) <= COMPARABLE_RULE.maxKmGap &&
    car.precio > 0
  );
}

/** A comparable's price as if it had the target's year and mileage. */
export function adjustedPrice(target: PriceTarget, car: Comparable): number {
  const byYear = (1 - COMPARABLE_RULE.yearStep) ** (car.anio - target.anio);
  const kmShare = (COMPARABLE_RULE.kmStep * (target.kilometraje - car.kilometraje)) / 10_000;
  const byKm = 1 - Math.max(-COMPARABLE_RULE.kmCap, Math.min(COMPARABLE_RULE.kmCap, kmShare));
  return car.precio * byYear * byKm;
}

/** The comparable cars' prices adjusted to the target, lowest first. */
export function adjustedComparablePrices(target: PriceTarget, candidates: readonly Comparable[]): number[] {
  return candidates
    .filter((car) => isComparable(target, car))
    .map((car) => adjustedPrice(target, car))
    .sort((a, b) => a - b);
}

/** The value at share `p` (0–1) of sorted numbers, interpolating between neighbours. */
export function quantile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const position = (sorted.length - 1) * p;
  const below = Math.floor(position);
  const low = sorted[below] ?? 0;
  const high = sorted[Math.min(below + 1, sorted.length - 1)] ?? low;
  return low + (high - low) * (position - below);
}
