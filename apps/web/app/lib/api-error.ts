import { HTTP_MESSAGES } from '@motorplaza/domain/http/http-messages';

/**
 * A failed API call. `body` is the server's JSON as sent ({ success: false, message, errors? },
 * or { error } from login): spec 000 §8 passes other HTTP errors on unchanged.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(messageFromBody(body) ?? HTTP_MESSAGES.internal);
    this.name = 'ApiError';
  }

  /** Per-field messages of a 400 answer, keyed by the spec's field names. */
  get fieldErrors(): Readonly<Record<string, string>> {
    if (!isRecord(this.body) || !isRecord(this.body.errors)) return {};
    return Object.fromEntries(
      Object.entries(this.body.errors).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  }
}

/**
 * What a small form shows after a failed save: each field's message under it, and the general one
 * (`form`) above its buttons.
 */
export function formErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError
    ? { ...error.fieldErrors, form: error.message }
    : { form: 'No se pudo guardar. Inténtalo de nuevo.' };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function messageFromBody(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  if (typeof body.message === 'string') return body.message;
  if (typeof body.error === 'string') return body.error;
  return undefined;
}
