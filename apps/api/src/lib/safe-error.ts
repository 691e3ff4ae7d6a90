/**
 * How an error goes into the log: its type, code and SQL shape, never the values a query was bound
 * to (drizzle puts them in the message: new password hashes, names, phones), nor PostgreSQL's
 * `detail` ("Key (dni)=(…) already exists"), nor the values it quotes in its own messages.
 */
export interface SafeError {
  type: string;
  message: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  stack: string;
  [key: string]: unknown;
  cause?: SafeError;
}

const MAX_DEPTH = 4;

function scrubMessage(message: string): string {
  return (
    message
      // drizzle: "Failed query: <sql>\nparams: <values>"
      .replace(/\nparams:[\s\S]*$/, '\nparams: [oculto]')
      // PostgreSQL: 'invalid input syntax for type integer: "<value>"' and its relatives.
      .replace(/(for (?:type|enum) [^:]+): .*$/s, '$1: [oculto]')
      .replace(/(Key \().*$/s, '$1[oculto]')
  );
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** The stack's frames only: its first line repeats the message. */
function framesOf(stack: string | undefined): string {
  if (!stack) return '';
  const frames = stack.split('\n').filter((line) => line.trimStart().startsWith('at '));
  return frames.slice(0, 12).join('\n');
}

export function safeError(error: unknown, depth = 0): SafeError {
  // (depth is internal: pino calls this with the error only)
  if (!(error instanceof Error)) return { type: typeof error, message: '[valor no registrado]', stack: '' };
  const fields = error as unknown as Record<string, unknown>;
  const safe: SafeError = {
    type: error.constructor?.name ?? 'Error',
    message: scrubMessage(error.message),
    stack: framesOf(error.stack),
  };
  for (const key of ['code', 'constraint', 'table', 'column'] as const) {
    const value = text(fields[key]);
    if (value) safe[key] = value;
  }
  if (error.cause !== undefined && depth < MAX_DEPTH) safe.cause = safeError(error.cause, depth + 1);
  return safe;
}
