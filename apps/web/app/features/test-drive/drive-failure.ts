import { TEST_DRIVE_MESSAGES as M } from '@motorplaza/domain/test-drives/test-drive.schema';
import { ApiError } from '../../lib/api-error';

/** The message of a failed look-up or change: not found, throttled, closed, stale or no connection. */
export function driveFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return 'No pudimos conectarnos. Inténtalo de nuevo.';
  if (error.status === 404) return M.notFound;
  if (error.status === 429) return M.lookupThrottled;
  return error.message;
}
