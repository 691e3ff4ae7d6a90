/** es-PE formatting shared by server and browser (architecture: Intl, America/Lima). */
export const TIME_ZONE = 'America/Lima';
export const LOCALE = 'es-PE';

const usd = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const pen = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'PEN', maximumFractionDigits: 0 });
const integer = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const dateParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const timeParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** US$ without decimals (spec 000 §9); a loss reads '-US$ 2,100' (gross profit can be negative). */
export function formatUsd(amount: number): string {
  return usd.format(amount).replace(/^(-?)USD\s?/, '$1US$ ');
}

export function formatPen(amount: number): string {
  return pen.format(amount);
}

export function formatKm(km: number): string {
  return `${integer.format(km)} km`;
}

/** dd/MM/yyyy in Lima time. */
export function formatDate(value: Date | string): string {
  return dateParts.format(new Date(value));
}

/** dd/MM/yyyy HH:mm in Lima time. */
export function formatDateTime(value: Date | string): string {
  const date = new Date(value);
  return `${dateParts.format(date)} ${timeParts.format(date)}`;
}

/** Spec 000 §2: the profile greeting uses the first word of the name in title case. */
export function greetingName(nombre: string): string {
  const first = nombre.trim().split(/\s+/)[0] ?? '';
  return first.charAt(0).toLocaleUpperCase(LOCALE) + first.slice(1).toLocaleLowerCase(LOCALE);
}
