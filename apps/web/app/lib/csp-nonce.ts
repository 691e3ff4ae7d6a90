import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of the current server render (docs/decisions/0005). Only the
 * server knows it; in the browser the inline scripts have already run, so it is undefined there.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
