/**
 * The indicative price range shown to a seller after sending an offer (docs/decisions/0027): what the
 * dealership's own data says a car like theirs is worth to it, never a promise. The final offer follows
 * the inspection.
 *
 * Comparables are cars of the same marca and modelo (matched by the server's query) within
 * MAX_YEAR_GAP years and MAX_KM_GAP km of the seller's car, in stock or sold in the last
 * SALES_WINDOW_MONTHS months. Each comparable's retail price is adjusted to the seller's year and
 * mileage; the range is the dealer's buying share (BUY_SHARE) of the middle half (first to third
 * quartile) of those prices, rounded to US$ 100. With fewer than MIN_COMPARABLES cars there is no range.
 */
export const PRICE_RULE = {
  maxYearGap: 2,
  maxKmGap: 40_000,
  minComparables: 3,
  salesWindowMonths: 24,
  /** A car one year older is worth this share less. */
  yearStep: 0.07,
  /** 10,000 km more take this share off, within ±30 %. */
  kmStep: 0.015,
  kmCap: 0.3,
  /** What a dealer pays of the retail price: low end of the range, high end. */
  buyShare: { low: 0.8, high: 0.9 },
  roundTo: 100,
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

export interface PriceRange {
  readonly minimo: number;
  readonly maximo: number;
  readonly comparables: number;
}

export function isComparable(target: PriceTarget, car: Comparable): boolean {
  return (
    Math.abs(car.anio - target.anio) <= PRICE_RULE.maxYearGap &&
    Math.abs(car.kilometraje - target.kilometraje) <= PRICE_RULE.maxKmGap &&
    car.precio > 0
  );
}

/** A comparable's price as if it had the seller's year and mileage. */
export function adjustedPrice(target: PriceTarget, car: Comparable): number {
  const byYear = (1 - PRICE_RULE.yearStep) ** (car.anio - target.anio);
  const kmShare = (PRICE_RULE.kmStep * (target.kilometraje - car.kilometraje)) / 10_000;
  const byKm = 1 - Math.max(-PRICE_RULE.kmCap, Math.min(PRICE_RULE.kmCap, kmShare));
  return car.precio * byYear * byKm;
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

const round = (value: number) => Math.round(value / PRICE_RULE.roundTo) * PRICE_RULE.roundTo;

/** The range, or null when the data does not allow one (too few comparables). */
export function indicativePriceRange(
  target: PriceTarget,
  candidates: readonly Comparable[],
): PriceRange | null {
  const comparables = candidates.filter((car) => isComparable(target, car));
  if (comparables.length < PRICE_RULE.minComparables) return null;
  const prices = comparables.map((car) => adjustedPrice(target, car)).sort((a, b) => a - b);
  const minimo = round(quantile(prices, 0.25) * PRICE_RULE.buyShare.low);
  const maximo = round(quantile(prices, 0.75) * PRICE_RULE.buyShare.high);
  if (minimo <= 0) return null;
  return { minimo, maximo: Math.max(minimo, maximo), comparables: comparables.length };
}
