import { todayInLima } from '@motorplaza/domain/shared/dates';
import { eq } from 'drizzle-orm';
import { complaint } from '../src/db/schema/index';
import { bookTestApp, freshAddress } from './complaint-fixtures';

/**
 * The public book tests' app (bookTestApp) and helpers: a POST of a sheet from a fresh address, a
 * stored sheet by its code.
 */
export function complaintFilingTestApp() {
  const book = bookTestApp();
  const YEAR = todayInLima().slice(0, 4);

  function post(payload: unknown, remoteAddress = freshAddress()) {
    return book.t.injectAs(null, {
      method: 'POST',
      url: '/api/v1/reclamos',
      payload: payload as object,
      remoteAddress,
    });
  }

  async function stored(codigo: string) {
    const [row] = await book.t.database.db.select().from(complaint).where(eq(complaint.codigo, codigo));
    if (!row) throw new Error(`no sheet ${codigo}`);
    return row;
  }

  return {
    book,
    YEAR,
    post,
    stored,
  };
}
