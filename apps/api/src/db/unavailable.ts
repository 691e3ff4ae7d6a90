/**
 * Whether an error means "the database cannot be reached right now" (a restart, a terminated
 * connection, refused connections) rather than a fault of the query: such requests answer 503, and
 * the pool reconnects on its own once the server is back.
 */

// Class 08 (connection exception), 57P01–57P03 (admin/crash shutdown, cannot connect now), 53300
// (too many connections), and 3D000 / 55000 while a database is not accepting connections.
const PG_CODES = /^(08\w{3}|57P0[123]|53300)$/;
const NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
const MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|not queryable|is not currently accepting connections|the database system is (starting up|shutting down|in recovery mode)|Cannot use a pool after calling end/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (PG_CODES.test(code) || NODE_CODES.has(code))) return true;
    if (MESSAGES.test(current.message)) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
    current = current.cause;
  }
  return false;
}
