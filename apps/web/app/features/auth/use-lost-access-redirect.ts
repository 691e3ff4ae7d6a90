import { canOpen, guardRedirect } from '@motorplaza/domain/access/web-routes';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSessionUser } from '../../lib/use-session-user';

/**
 * A staff screen whose role or permission was taken away while it is open leaves as its guard would:
 * for /inicio?returnUrl=<that screen>, where 'Acceso restringido' says why (decision 0044). The end of
 * a session has its own way out (useSessionEndRedirect).
 */
export function useLostAccessRedirect(): void {
  const user = useSessionUser();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (user === null || canOpen(pathname, user)) return;
    // Replace: going back would only meet the guard again.
    void navigate(guardRedirect(`${pathname}${search}`), { replace: true });
  }, [user, pathname, search, navigate]);
}
