/** True when a database error (or its cause, as Drizzle wraps them) is the active-plate unique index. */
export function isPlacaTaken(error: unknown): boolean {
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    const { code, constraint, message } = current as { code?: string; constraint?: string; message?: string };
    if (code === '23505') {
      return (
        constraint === 'automovil_placa_activa_unique' ||
        Boolean(message?.includes('automovil_placa_activa_unique'))
      );
    }
  }
  return false;
}
