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

const VEHICLE_UNIQUE_FIELDS: Readonly<Record<string, 'placa' | 'vin'>> = {
  automovil_placa_activa_unique: 'placa',
  automovil_vin_activo_unique: 'vin',
};

/** The field of an active vehicle (placa, VIN) another active vehicle already holds, from a database error. */
export function takenVehicleField(error: unknown): 'placa' | 'vin' | undefined {
  const index = uniqueViolationOf(error);
  return index === undefined ? undefined : VEHICLE_UNIQUE_FIELDS[index];
}
