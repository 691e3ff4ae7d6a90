import { catalogOptions } from '@motorplaza/domain/catalog/catalog-options';
import {
  type CatalogAction,
  type CatalogState,
  reduceCatalog,
} from '@motorplaza/domain/catalog/catalog-state';
import { catalogSearch, catalogStateFromSearchParams } from '@motorplaza/domain/catalog/catalog-url';
import type { CatalogVehicle } from '@motorplaza/domain/catalog/catalog-vehicle.schema';
import { type CatalogView, catalogView } from '@motorplaza/domain/catalog/catalog-view';
import { filterBounds } from '@motorplaza/domain/catalog/filter-set';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';

export interface CatalogController {
  state: CatalogState;
  view: CatalogView;
  dispatch: (action: CatalogAction) => void;
}

/** Typing and the view toggle replace the history entry; a filter, a page or the sort adds one. */
const REPLACING: ReadonlySet<CatalogAction['type']> = new Set(['search', 'view']);

/**
 * The catalogue state lives in the URL query (catalog-url), so the server renders exactly the view a
 * link names. A change shows at once (the new state is held here until the URL catches up) and
 * navigates to the new query without revalidation: the rules run here, over the list already loaded,
 * and no loader (not even the root's) runs again.
 */
export function useCatalogState(vehicles: readonly CatalogVehicle[]): CatalogController {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const [showAllBrands, setShowAllBrands] = useState(false);
  const [pending, setPending] = useState<CatalogState | null>(null);
  const urlState = useMemo(
    () => catalogStateFromSearchParams(new URLSearchParams(location.search)),
    [location.search],
  );

  useEffect(() => {
    // The URL caught up with the last change, or the visitor went back or forward: the URL rules again.
    setPending((held) =>
      held && (navigationType === 'POP' || catalogSearch(held) === catalogSearch(urlState)) ? null : held,
    );
  }, [urlState, navigationType]);

  const state = useMemo(
    () => ({ ...(pending ?? urlState), showAllBrands }),
    [pending, urlState, showAllBrands],
  );
  const context = useMemo(
    () => ({ options: catalogOptions(vehicles), bounds: filterBounds(vehicles) }),
    [vehicles],
  );
  const view = useMemo(() => catalogView(vehicles, state), [vehicles, state]);

  // Two key presses can arrive before the first one renders: each builds on the latest state.
  const latest = useRef(state);
  useLayoutEffect(() => {
    latest.current = state;
  }, [state]);

  const dispatch = useCallback(
    (action: CatalogAction) => {
      const previous = latest.current;
      const next = reduceCatalog(previous, action, context);
      latest.current = next;
      if (next.showAllBrands !== previous.showAllBrands) setShowAllBrands(next.showAllBrands);
      const search = catalogSearch(next);
      if (search === catalogSearch(previous)) return;
      setPending(next);
      navigate(
        { search },
        { replace: REPLACING.has(action.type), preventScrollReset: true, defaultShouldRevalidate: false },
      );
    },
    [context, navigate],
  );

  return { state, view, dispatch };
}
