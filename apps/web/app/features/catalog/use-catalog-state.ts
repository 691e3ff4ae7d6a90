import { catalogOptions } from '@motorplaza/domain/catalog/catalog-options';
import type { CatalogPageData } from '@motorplaza/domain/catalog/catalog-page';
import {
  type CatalogAction,
  type CatalogState,
  reduceCatalog,
} from '@motorplaza/domain/catalog/catalog-state';
import { catalogSearch, catalogStateFromSearchParams } from '@motorplaza/domain/catalog/catalog-url';
import { type CatalogView, catalogView, withState } from '@motorplaza/domain/catalog/catalog-view';
import { filterBounds } from '@motorplaza/domain/catalog/filter-set';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { useCatalogIndex } from './get-catalog';

export interface CatalogController {
  state: CatalogState;
  view: CatalogView;
  dispatch: (action: CatalogAction) => void;
}

/** Typing and the view toggle replace the history entry; a filter, a page or the sort adds one. */
const REPLACING: ReadonlySet<CatalogAction['type']> = new Set(['search', 'view']);

/**
 * The catalogue state lives in the URL query (catalog-url), so the server renders exactly the view a
 * link names. A change is held here until the URL catches up and navigates to the new query. Once the
 * browser holds the list (get-catalog), the rules run here and no loader runs again (not even the
 * root's); until then the route's loader brings the server's view of the new query (decision 0030).
 */
export function useCatalogState(page: CatalogPageData): CatalogController {
  const vehicles = useCatalogIndex();
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

  // The URL catching up with a held change gives an equal state: keep the one already shown, so the
  // view (the rules over every car, then every card and option) is not computed and rendered twice.
  const shown = useRef<CatalogState | null>(null);
  const current = pending ?? urlState;
  if (
    shown.current === null ||
    shown.current.showAllBrands !== showAllBrands ||
    catalogSearch(shown.current) !== catalogSearch(current)
  ) {
    shown.current = { ...current, showAllBrands };
  }
  const state = shown.current;
  const context = useMemo(
    () =>
      vehicles
        ? { options: catalogOptions(vehicles), bounds: filterBounds(vehicles) }
        : { options: page.options, bounds: page.view.bounds },
    [vehicles, page],
  );
  const view = useMemo(
    () => (vehicles ? catalogView(vehicles, state) : withState(page.view, page.options.marca, state)),
    [vehicles, page, state],
  );

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
