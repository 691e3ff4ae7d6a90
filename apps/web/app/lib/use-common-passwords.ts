import { registerCommonPasswords } from '@motorplaza/domain/auth/password-policy';
import { useEffect } from 'react';

let requested = false;

/**
 * Loads the common-password list (about 380 KB) for a form that sets a password, once per page: the
 * form then refuses what the API refuses before sending (issue 23). Until it arrives, the API's answer
 * shows the same message under the field.
 */
export function useCommonPasswords(): void {
  useEffect(() => {
    if (requested) return;
    requested = true;
    import('@motorplaza/domain/auth/common-passwords')
      .then(({ COMMON_PASSWORDS }) => registerCommonPasswords(COMMON_PASSWORDS))
      .catch(() => {
        // Offline or a new deployment: the API still refuses, and another form asks again.
        requested = false;
      });
  }, []);
}
