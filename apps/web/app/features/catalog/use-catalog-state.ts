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
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

export interface CatalogController {
  state: CatalogState;
  view: CatalogView;
  dispatch: (action: CatalogAction) => void;
}

/** Typing replaces the history entry; a click on a filter, a page or the sort adds one. */
const REPLACING: ReadonlySet<CatalogAction['type']> = new Set(['search', 'view']);

/**
 * The catalogue state lives in the URL query (catalog-url), so the server renders exactly the view a
 * link names. A change navigates to the new query without revalidation: the rules run here, over the
 * list already loaded, and no loader (not even the root's) is called again.
 */
export function useCatalogState(vehicles: readonly CatalogVehicle[]): CatalogController {
  const location = useLocation();
  const navigate = useNavigate();
  const [showAllBrands, setShowAllBrands] = useState(false);
  const urlState = useMemo(
    () => catalogStateFromSearchParams(new URLSearchParams(location.search)),
    [location.search],
  );
  const state = useMemo(() => ({ ...urlState, showAllBrands }), [urlState, showAllBrands]);
  const context = useMemo(
    () => ({ options: catalogOptions(vehicles), bounds: filterBounds(vehicles) }),
    [vehicles],
  );
  const view = useMemo(() => catalogView(vehicles, state), [vehicles, state]);

  // Two key presses can arrive before the first navigation renders: each builds on the latest state.
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
      navigate(
        { search },
        {
          replace: REPLACING.has(action.type),
          preventScrollReset: true,
          defaultShouldRevalidate: false,
          // A ticked box must show ticked at once; typing stays a transition (the box keeps its own text).
          flushSync: action.type !== 'search',
        },
      );
    },
    [context, navigate],
  );

  return { state, view, dispatch };
}
