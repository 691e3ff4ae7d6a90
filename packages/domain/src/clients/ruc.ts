/**
 * SUNAT's RUC check digit (decision 0022): the first ten digits weighted 5,4,3,2,7,6,5,4,3,2; the
 * check is 11 − (sum mod 11), where 10 becomes 0 and 11 becomes 1. Prefixes: 10 (a person), 15, 17
 * (other people and bodies) and 20 (a company).
 */
const WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;
export const RUC_PREFIXES = ['10', '15', '17', '20'] as const;

/** The check digit of the first ten digits of a RUC. */
export function rucCheckDigit(firstTen: string): number {
  let sum = 0;
  for (const [index, weight] of WEIGHTS.entries()) sum += Number(firstTen[index]) * weight;
  const check = 11 - (sum % 11);
  return check === 10 ? 0 : check === 11 ? 1 : check;
}

/** Eleven digits, a known prefix and the right check digit. */
export function isValidRuc(ruc: string): boolean {
  if (!/^\d{11}$/.test(ruc)) return false;
  if (!(RUC_PREFIXES as readonly string[]).includes(ruc.slice(0, 2))) return false;
  return rucCheckDigit(ruc.slice(0, 10)) === Number(ruc[10]);
}
