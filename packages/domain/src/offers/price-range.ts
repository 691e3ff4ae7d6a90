import {
  adjustedComparablePrices,
  COMPARABLE_RULE,
  type Comparable,
  type PriceTarget,
  quantile,
} from '../vehicles/comparables';

/**
 * The indicative price range shown to a seller after sending an offer (docs/decisions/0027): what the
 * dealership's own data says a car like theirs is worth to it, never a promise. The final offer follows
 * the inspection.
 *
 * Comparables follow the shared rule (vehicles/comparables: same marca and modelo, near in year and
 * mileage, in stock or sold lately), each price adjusted to the seller's year and mileage; the range
 * is the dealer's buying share (BUY_SHARE) of the middle half (first to third quartile) of those prices, rounded to US$ 100. With fewer than MIN_COMPARABLES cars there is no range.
 */
export const PRICE_RULE = {
  ...COMPARABLE_RULE,
  minComparables: 3,
  /** What a dealer pays of the retail price: low end of the range, high end. */
  buyShare: { low: 0.8, high: 0.9 },
  roundTo: 100,
} as const;

export interface PriceRange {
  readonly minimo: number;
  readonly maximo: number;
  readonly comparables: number;
}

const round = (value: number) => Math.round(value / PRICE_RULE.roundTo) * PRICE_RULE.roundTo;

/** The range, or null when the data does not allow one (too few comparables). */
export function indicativePriceRange(
  target: PriceTarget,
  candidates: readonly Comparable[],
): PriceRange | null {
  const prices = adjustedComparablePrices(target, candidates);
  if (prices.length < PRICE_RULE.minComparables) return null;
  const minimo = round(quantile(prices, 0.25) * PRICE_RULE.buyShare.low);
  const maximo = round(quantile(prices, 0.75) * PRICE_RULE.buyShare.high);
  if (minimo <= 0) return null;
  return { minimo, maximo: Math.max(minimo, maximo), comparables: prices.length };
}
