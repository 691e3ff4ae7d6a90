import type { SessionUser } from '@motorplaza/domain/access/session-user';
import { canOpen } from '@motorplaza/domain/access/web-routes';

export const RETURN_URL_PARAM = 'returnUrl';

/**
 * The path+query+hash of a `returnUrl` when it stays on this site and the user may open it;
 * null otherwise (an open redirect or a screen of another role).
 */
export function allowedReturnPath(
  returnUrl: string | null,
  origin: string,
  user: Pick<SessionUser, 'rol' | 'permisos'> | null,
): string | null {
  if (!returnUrl?.startsWith('/') || returnUrl.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(returnUrl, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || !canOpen(url.pathname, user)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
