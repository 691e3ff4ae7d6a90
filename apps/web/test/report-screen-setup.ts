import type { SessionUser } from '@motorplaza/domain/access/session-user';
import { afterEach, vi } from 'vitest';

/**
 * The setup every report screen test shares; import it before the screen. The screens read the
 * signed-in user (`session.user`, signed out unless a test sets it) and the root loader's data, which
 * exist only under the app's data router; each test leaves fetch and its spies as it found them.
 */
export const session: { user: SessionUser | null } = { user: null };

// The factories run when the screen first imports these modules, after `session` exists.
vi.mock('../app/lib/use-session-user', () => ({ useSessionUser: () => session.user }));
vi.mock('../app/lib/root-data', () => import('./root-data-stub'));

afterEach(() => {
  session.user = null;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
