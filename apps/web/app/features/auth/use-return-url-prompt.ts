import { notifications } from '@mantine/notifications';
import type { SessionUser } from '@motorplaza/domain/access/session-user';
import { HOME_PATH } from '@motorplaza/domain/access/web-routes';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { allowedReturnPath, RETURN_URL_PARAM } from './return-url';

export const NO_PERMISSION_MESSAGE = 'No tienes permiso para ver esa página.';

/**
 * A failed guard lands on /inicio?returnUrl=… (spec 000 §2). Once per arrival there: a visitor gets
 * the login modal; a signed-in user goes on when allowed, otherwise is told they may not.
 */
export function useReturnUrlPrompt(user: SessionUser | null, openLogin: () => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (handled.current === location.key || location.pathname !== HOME_PATH) return;
    handled.current = location.key;
    const returnUrl = new URLSearchParams(location.search).get(RETURN_URL_PARAM);
    if (!returnUrl) return;
    if (!user) {
      openLogin();
      return;
    }
    const allowed = allowedReturnPath(returnUrl, window.location.origin, user);
    if (allowed) {
      navigate(allowed, { replace: true });
      return;
    }
    // The URL keeps returnUrl, as the spec's guard leaves it.
    notifications.show({ color: 'red', title: 'Acceso restringido', message: NO_PERMISSION_MESSAGE });
  }, [location, user, openLogin, navigate]);
}
