/**
 * The report charts' series colours: the brand red, the top bar's navy and two supporting tones, each
 * at least 3:1 against the white card (WCAG 1.4.11 for graphical objects).
 */
export const CHART_COLORS = {
  red: '#b71f24',
  navy: '#2c4a7d',
  green: '#2b8a3e',
  grey: '#868e96',
  teal: '#0c8599',
} as const;

/** A colour at a given opacity, for bar fills and hover. */
export function withAlpha(hex: string, alpha: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255}, ${alpha})`;
}
