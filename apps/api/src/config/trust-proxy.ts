import { isIP } from 'node:net';

/**
 * What Fastify's `trustProxy` receives: nothing trusted, a number of proxy hops in front of the
 * server, or the proxies' addresses and networks (proxy-addr). The client address is then the first
 * untrusted one counted from the right of `X-Forwarded-For` (docs/decisions/0050-trust-proxy-hops.md).
 */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for address ranges, accepted as they are. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export const TRUST_PROXY_TRUE_REFUSED =
  'TRUST_PROXY=true confiaría en cualquier X-Forwarded-For escrito por el cliente; indica el número de ' +
  'proxies delante del servidor (p. ej. TRUST_PROXY=1 detrás de un nginx) o sus direcciones/redes ' +
  '(TRUST_PROXY=10.0.0.1,10.0.0.0/8). / TRUST_PROXY=true would trust any client-written ' +
  'X-Forwarded-For; give the number of proxy hops (e.g. 1 behind one nginx) or their addresses/CIDRs.';

function isAddressOrNetwork(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Reads TRUST_PROXY: `false` (default), a hop count (`1`, `2`) or a comma list of addresses, CIDRs or
 * proxy-addr range names. `true` is refused (it used to trust the left-most, client-written value).
 * Returns the value or the reason it is refused.
 */
export function parseTrustProxy(raw: string | undefined): { value: TrustProxy } | { error: string } {
  const text = (raw ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return { value: false };
  if (text === 'true') return { error: TRUST_PROXY_TRUE_REFUSED };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? { value: hops } : { error: 'TRUST_PROXY: como máximo 10 proxies' };
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const wrong = entries.filter((entry) => !isAddressOrNetwork(entry));
  if (entries.length === 0 || wrong.length > 0) {
    return {
      error: `TRUST_PROXY: "${wrong.join(', ') || text}" no es un número de proxies ni una dirección o red (CIDR)`,
    };
  }
  return { value: entries };
}

/**
 * The value Fastify takes. A hop count becomes proxy-addr's function form (the n addresses nearest
 * the server are proxies): Fastify 5.12 turns a bare number into "trust nothing", since a hop count
 * cannot tell a proxy from a client that reached the server directly. So a hop count is only right
 * when the proxy is the only way in (HOST=127.0.0.1 or a firewall; README, nginx section).
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}
