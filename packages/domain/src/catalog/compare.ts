/**
 * 'Comparar' (issue 26; decision 0081-favourites-and-compare.md): two or three cars side by side at
 * `/comparar?autos=12,34,56`. The ids are read, de-duplicated and sorted, so one set of cars has one
 * canonical URL (the page cache keeps it once, whichever order a link named them in).
 */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 3;
export const COMPARE_PATH = '/comparar';
export const COMPARE_PARAM = 'autos';

export const COMPARE_MESSAGES = {
  invalid: 'El enlace de comparación no es válido: revisa los autos que elegiste.',
  tooFew: `Elige de ${COMPARE_MIN} a ${COMPARE_MAX} autos para comparar.`,
  tooMany: `Puedes comparar hasta ${COMPARE_MAX} autos a la vez.`,
  missing: 'Algunos de los autos elegidos ya no están disponibles.',
} as const;

export type CompareIds =
  | { readonly kind: 'ok'; readonly ids: readonly number[] }
  | { readonly kind: 'invalid' | 'tooFew' }
  /** More than COMPARE_MAX: the first COMPARE_MAX named, offered as a link. */
  | { readonly kind: 'tooMany'; readonly ids: readonly number[] };

const ID = /^[1-9]\d{0,8}$/;

/** Distinct positive ids of a comma-separated list, in the order named; null when any part is not one. */
export function parseIdList(raw: string | null | undefined): number[] | null {
  const parts = (raw ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (!parts.every((part) => ID.test(part))) return null;
  return [...new Set(parts.map(Number))];
}

const ascending = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

export function parseCompareIds(raw: string | null | undefined): CompareIds {
  const ids = parseIdList(raw);
  if (ids === null) return { kind: 'invalid' };
  if (ids.length < COMPARE_MIN) return { kind: 'tooFew' };
  if (ids.length > COMPARE_MAX) return { kind: 'tooMany', ids: ascending(ids.slice(0, COMPARE_MAX)) };
  return { kind: 'ok', ids: ascending(ids) };
}

/** `/comparar?autos=12,34,56` with the ids sorted: the one URL of that comparison. */
export function compareUrl(ids: readonly number[]): string {
  return `${COMPARE_PATH}?${COMPARE_PARAM}=${ascending(ids).join(',')}`;
}

/** The page cache's query for /comparar: the canonical ids, or the raw text when it is not valid. */
export function canonicalCompareQuery(params: URLSearchParams): URLSearchParams {
  const raw = params.get(COMPARE_PARAM);
  const parsed = parseCompareIds(raw);
  const value = parsed.kind === 'ok' ? ascending(parsed.ids).join(',') : (raw ?? '');
  return value === '' ? new URLSearchParams() : new URLSearchParams({ [COMPARE_PARAM]: value });
}

export interface CompareRow {
  readonly label: string;
  /** One per car, in the table's order; null when unknown. */
  readonly values: readonly (string | null)[];
  /** The cars do not all have the same value. */
  readonly differ: boolean;
}

/** Rows of the comparison table, each marked when its values differ (an unknown value counts as one). */
export function compareRows(
  fields: readonly { readonly label: string; readonly values: readonly (string | null)[] }[],
): CompareRow[] {
  return fields.map(({ label, values }) => ({
    label,
    values,
    differ: new Set(values.map((value) => value ?? '')).size > 1,
  }));
}

/** Transposes each car's list of labelled values into one row per label, in the first car's order. */
export function rowsByLabel(
  perCar: readonly (readonly { readonly label: string; readonly value: string | null }[])[],
): { label: string; values: (string | null)[] }[] {
  const labels = perCar[0]?.map((fact) => fact.label) ?? [];
  return labels.map((label) => ({
    label,
    values: perCar.map((facts) => facts.find((fact) => fact.label === label)?.value ?? null),
  }));
}
