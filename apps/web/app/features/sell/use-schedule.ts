import {
  type InspectionSchedule,
  inspectionScheduleResponseSchema,
} from '@motorplaza/domain/offers/sell-offer.schema';
import { useCallback, useEffect, useState } from 'react';
import { API_BASE } from '../../lib/api-client';

export type ScheduleState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly schedule: InspectionSchedule };

/**
 * GET /vende-tu-auto/horarios (or a test drive's `/pruebas-de-manejo/horarios/{idAuto}`: the same slots
 * and capacity), read when the picker first shows; `reload` after a full slot.
 */
export function useSchedule(active: boolean, path = '/vende-tu-auto/horarios') {
  const [state, setState] = useState<ScheduleState>({ status: 'loading' });

  const load = useCallback(
    (signal?: AbortSignal) => {
      setState({ status: 'loading' });
      fetch(`${API_BASE}${path}`, { headers: { Accept: 'application/json' }, signal })
        .then(async (response) => {
          const parsed = inspectionScheduleResponseSchema.safeParse(await response.json());
          setState(parsed.success ? { status: 'ready', schedule: parsed.data.data } : { status: 'failed' });
        })
        .catch((error: unknown) => {
          if (!(error instanceof DOMException && error.name === 'AbortError')) setState({ status: 'failed' });
        });
    },
    [path],
  );

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [active, load]);

  const reload = useCallback(() => load(), [load]);
  return { state, reload };
}
