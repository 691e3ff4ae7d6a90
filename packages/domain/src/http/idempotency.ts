/**
 * One submission, one record (docs/decisions/0044-idempotent-forms-and-live-permissions.md): a form
 * that creates a record sends the key it drew for this fill; the API answers a repeat with the first
 * answer instead of creating the record again.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on an answer that is the stored first answer of an earlier request with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/**
 * A UUID as browsers draw them, or any other 8 to 100 letters, digits, '-' or '_' (100 is the column's
 * length, COLUMN_LENGTHS.idempotencyKey.clave).
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'La clave Idempotency-Key debe tener entre 8 y 100 letras, números, guiones o guiones bajos.',
  keyReused:
    'Esta clave Idempotency-Key ya se usó con otros datos. Vuelve a abrir el formulario e inténtalo de nuevo.',
  inProgress: 'Solicitud en proceso. Espera la respuesta del primer envío.',
} as const;
