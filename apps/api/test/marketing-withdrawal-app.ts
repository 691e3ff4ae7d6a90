import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { availableCarId } from './vehicle-fixtures';
import { withdrawalFixtures } from './withdrawal-fixtures';

/**
 * The marketing withdrawal tests' app (the demo data), with the withdrawal fixtures and the form and
 * link calls, each from a fresh address.
 */
export function marketingWithdrawalTestApp() {
  let t: TestApp;
  let idAuto: number;
  let address = 0;

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    idAuto = await availableCarId(t.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A fresh address per request, so the per-address limit only bites where a test wants it. */
  const nextAddress = () => `10.20.${Math.floor(++address / 250)}.${address % 250}`;
  const { personWithMarketing, marketingOf, requestsOf, withdrawalConsents, stored } = withdrawalFixtures(
    () => t,
    { idAuto: () => idAuto, nextAddress },
  );

  const byForm = (payload: object, remoteAddress = nextAddress()) =>
    t.server.inject({ method: 'POST', url: '/api/v1/bajas-publicidad', payload, remoteAddress });
  const byLink = (token: string, remoteAddress = nextAddress()) =>
    t.server.inject({
      method: 'POST',
      url: '/api/v1/bajas-publicidad/enlace',
      payload: { token },
      remoteAddress,
    });

  return {
    get t() {
      return t;
    },
    get idAuto() {
      return idAuto;
    },
    get address() {
      return address;
    },
    nextAddress,
    personWithMarketing,
    marketingOf,
    requestsOf,
    withdrawalConsents,
    stored,
    byForm,
    byLink,
  };
}
