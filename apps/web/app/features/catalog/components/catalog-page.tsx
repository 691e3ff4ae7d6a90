import type { CatalogPageData } from '@motorplaza/domain/catalog/catalog-page';
import { catalogSearch } from '@motorplaza/domain/catalog/catalog-url';
import type { CatalogVehicle } from '@motorplaza/domain/catalog/catalog-vehicle.schema';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import container from '../../../components/container.module.css';
import { CATALOG_PATH } from '../../../lib/catalog-search-url';
import { useRootData } from '../../../lib/root-data';
import { AlertButton } from '../../alerts/alert-button';
import classes from '../catalog.module.css';
import { catalogShown, loadCatalogIndex } from '../get-catalog';
import { scrollToTop } from '../scroll-to-top';
import { useCatalogState } from '../use-catalog-state';
import { ActiveFilters } from './active-filters';
import { CatalogEmpty } from './catalog-empty';
import { CatalogPagination } from './catalog-pagination';
import { CatalogResults } from './catalog-results';
import { CatalogSearchBox } from './catalog-search-box';
import { FilterPanel } from './filter-panel';
import { PopularSearches } from './popular-searches';
import { ResultsHeader } from './results-header';

// The detail view loads on its first opening: most visits never need its code.
const CarDetailModal = lazy(() =>
  import('./car-detail-modal').then((module) => ({ default: module.CarDetailModal })),
);

interface CatalogPageProps {
  /** The view of the URL's state, from the server (or computed here when the list is loaded). */
  readonly page: CatalogPageData;
}

/** The first use of the search, filters, sort or pages: time to load the list (decision 0030). */
const FIRST_USE_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;

/** Spec 000 §2 catalogue screen over a loaded list; every rule comes from packages/domain/catalog. */
export function CatalogPage({ page }: CatalogPageProps) {
  const { settings } = useRootData();
  const { state, view, dispatch } = useCatalogState(page);
  const rootRef = useRef<HTMLDivElement>(null);
  const [filtersOpened, setFiltersOpened] = useState(false);
  const [detail, setDetail] = useState<{ vehicle: CatalogVehicle; opened: boolean } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const detailOrigin = useRef<HTMLElement | null>(null);
  const canClear = view.filtersActive || state.term.trim() !== '' || state.sort !== null;

  useEffect(catalogShown, []);
  useEffect(() => {
    // Not at load: the list stays out of the first visit's bytes and main-thread work (Lighthouse).
    const root = rootRef.current;
    if (!root) return;
    const load = () => {
      loadCatalogIndex();
      for (const type of FIRST_USE_EVENTS) root.removeEventListener(type, load);
    };
    for (const type of FIRST_USE_EVENTS) root.addEventListener(type, load, { passive: true });
    return () => {
      for (const type of FIRST_USE_EVENTS) root.removeEventListener(type, load);
    };
  }, []);

  function goToPage(page: number) {
    dispatch({ type: 'page', page });
    scrollToTop(headingRef.current);
  }

  function openDetail(vehicle: CatalogVehicle, origin: HTMLElement | null) {
    detailOrigin.current = origin;
    setDetail({ vehicle, opened: true });
  }

  function closeDetail() {
    setDetail((current) => current && { ...current, opened: false });
    // Focus goes back to the card's visible control, after the close's own pointer or key event
    // (docs/decisions/0008); the modal's own return would pick the photo, hidden from assistive tech.
    const origin = detailOrigin.current;
    window.setTimeout(() => origin?.focus({ preventScroll: true }));
  }

  const clearAll = () => dispatch({ type: 'clearAll' });
  const hrefFor = (page: number) => `${CATALOG_PATH}${catalogSearch({ ...state, page })}`;
  const pagination = (label: string) => (
    <CatalogPagination
      label={label}
      page={view.page}
      totalPages={view.totalPages}
      items={view.pageWindow}
      hrefFor={hrefFor}
      onPage={goToPage}
    />
  );

  return (
    <div ref={rootRef} className={`${container.container} ${classes.page}`}>
      <div className={classes.intro}>
        <h1 className={classes.heading}>Compra tu auto</h1>
        <CatalogSearchBox term={state.term} onSearch={(term) => dispatch({ type: 'search', term })} />
        <PopularSearches
          searches={view.popularSearches}
          onApply={(id) => dispatch({ type: 'popularSearch', id })}
        />
        <AlertButton criteria={{ term: state.term, filters: state.filters }} />
      </div>
      <div className={classes.layout}>
        <FilterPanel
          view={view}
          dispatch={dispatch}
          opened={filtersOpened}
          canClear={canClear}
          onShowResults={() => {
            setFiltersOpened(false);
            headingRef.current?.scrollIntoView({ block: 'start' });
            headingRef.current?.focus({ preventScroll: true });
          }}
        />
        <section className={classes.results} aria-label="Resultados">
          <ResultsHeader
            total={view.total}
            page={view.page}
            totalPages={view.totalPages}
            sort={state.sort}
            view={state.view}
            filtersOpened={filtersOpened}
            activeFilters={view.chips.length}
            headingRef={headingRef}
            onSort={(sort) => dispatch({ type: 'sort', sort })}
            onView={(mode) => dispatch({ type: 'view', view: mode })}
            onToggleFilters={() => setFiltersOpened((opened) => !opened)}
          />
          <ActiveFilters
            chips={view.chips}
            onRemove={(target) => dispatch({ type: 'removeChip', target })}
            onClearAll={clearAll}
            emptyFocusRef={headingRef}
          />
          {pagination('Páginas de resultados')}
          {view.total === 0 ? (
            <CatalogEmpty onClearAll={canClear ? clearAll : undefined} />
          ) : (
            <CatalogResults
              vehicles={view.results}
              view={state.view}
              exchangeRate={settings.tipoCambio}
              onOpenDetail={openDetail}
            />
          )}
          {pagination('Páginas de resultados, al final de la lista')}
          <p className={classes.rateNote}>
            Precios en soles referenciales al tipo de cambio de S/ {settings.tipoCambio.toFixed(2)} por dólar.
          </p>
        </section>
      </div>
      {detail && (
        <Suspense fallback={null}>
          <CarDetailModal
            vehicle={detail.vehicle}
            opened={detail.opened}
            exchangeRate={settings.tipoCambio}
            onClose={closeDetail}
          />
        </Suspense>
      )}
    </div>
  );
}
