/**
 * The unique index a database error (or its cause, as Drizzle wraps them) violated, or undefined when
 * it is not a unique violation.
 */
export function uniqueViolationOf(error: unknown): string | undefined {
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    const { code, constraint, message } = current as { code?: string; constraint?: string; message?: string };
    if (code === '23505') return constraint ?? /"([^"]+)"/.exec(message ?? '')?.[1] ?? '';
  }
  return undefined;
}

/** True when a database error is the active-plate unique index. */
export function isPlacaTaken(error: unknown): boolean {
  return uniqueViolationOf(error) === 'automovil_placa_activa_unique';
}
