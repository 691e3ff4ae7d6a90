import { formatKm, formatUsd } from '../shared/format';
import {
  adjustedComparablePrices,
  COMPARABLE_RULE,
  type Comparable,
  type PriceTarget,
  quantile,
} from '../vehicles/comparables';

/**
 * 'Precio frente al mercado' on a vehicle page (issue 26; decision 0082-market-position.md): where a
 * car's asking price sits among the dealership's own comparable cars, by the same rule as the seller's
 * price range (vehicles/comparables), each comparable's price adjusted to this car's year and mileage.
 * Shown only with at least MARKET_MIN_COMPARABLES of them: fewer say nothing worth a buyer's trust.
 */
export const MARKET_MIN_COMPARABLES = 5;
/** Differences from the median are stated to US$ 100: the adjustment is not finer than that. */
const ROUND_TO = 100;

export interface MarketPosition {
  /** How many comparable cars the figure rests on. */
  readonly comparables: number;
  /** The median of their adjusted prices, US$ rounded to 100. */
  readonly mediana: number;
  /** Asking price minus the median, US$ rounded to 100 (negative: below the median). */
  readonly diferencia: number;
  /** How many comparables are priced above this car (it is cheaper than them). */
  readonly masCaros: number;
}

const round = (value: number) => Math.round(value / ROUND_TO) * ROUND_TO;

export function marketPosition(
  target: PriceTarget & { readonly precio: number },
  candidates: readonly Comparable[],
): MarketPosition | null {
  const prices = adjustedComparablePrices(target, candidates);
  if (prices.length < MARKET_MIN_COMPARABLES || target.precio <= 0) return null;
  const median = quantile(prices, 0.5);
  return {
    comparables: prices.length,
    mediana: round(median),
    diferencia: round(target.precio - median),
    masCaros: prices.filter((price) => price > target.precio).length,
  };
}

/** 'US$ 1,200 por debajo de la mediana de 7 autos comparables' (or above, or at it). */
export function marketPositionHeadline(position: MarketPosition): string {
  const of = `de ${position.comparables} autos comparables`;
  if (position.diferencia === 0) return `En la mediana ${of}`;
  const side = position.diferencia < 0 ? 'por debajo' : 'por encima';
  return `${formatUsd(Math.abs(position.diferencia))} ${side} de la mediana ${of}`;
}

/** 'Más económico que 5 de los 7 autos comparables'. */
export function marketPositionRank(position: MarketPosition): string {
  return `Más económico que ${position.masCaros} de los ${position.comparables} autos comparables`;
}

/** The one-line basis the page states next to the figure. */
export const MARKET_POSITION_BASIS = `Comparado con autos de la misma marca y modelo, ±${COMPARABLE_RULE.maxYearGap} años y ±${formatKm(COMPARABLE_RULE.maxKmGap)}, en stock o vendidos en los últimos ${COMPARABLE_RULE.salesWindowMonths} meses, ajustados por año y kilometraje.`;
