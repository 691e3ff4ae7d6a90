import { DEFAULT_SITE_SETTINGS } from '@motorplaza/domain/settings/default-settings';

/**
 * The root loader's data for components tested outside a data router (the export buttons read the
 * company name from it): `vi.mock('…/lib/root-data', () => import('…/test/root-data-stub'))`.
 */
export function useRootData() {
  return {
    settings: DEFAULT_SITE_SETTINGS,
    user: null,
    appVersion: 'test',
    publicUrl: 'http://localhost:3000',
  };
}
