import type { QueryClient } from '@tanstack/react-query';
import { vehicleKeys } from './admin-vehicles';

/** The root of every lead query (the interested feature's keys start with it). */
export const LEADS_QUERY_ROOT = ['interesados'] as const;

/**
 * A sale changes a car and its leads together (decision 0040): after any lead write or status
 * change both the inventory's and the leads' views reload.
 */
export function reloadSaleViews(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: vehicleKeys.all }),
    queryClient.invalidateQueries({ queryKey: LEADS_QUERY_ROOT }),
  ]);
}
