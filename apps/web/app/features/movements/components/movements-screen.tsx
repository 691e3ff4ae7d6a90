import { Button } from '@mantine/core';
import { MOVEMENTS_EXPORT, MOVEMENTS_EXPORT_MESSAGES } from '@motorplaza/domain/movements/movement-export';
import {
  appliedSearch,
  datesOutOfOrder,
  EMPTY_MOVEMENT_LIST_STATE,
  hasMovementFilters,
  MOVEMENTS_PAGING,
  type MovementListState,
  movementDatesHint,
  movementFilterBadges,
  movementListSearch,
  movementsSummary,
  parseMovementListState,
} from '@motorplaza/domain/movements/movement-list';
import { pageInfo } from '@motorplaza/domain/shared/list-page';
import { IconCalendarX, IconFilterOff, IconListSearch, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ExportButtons } from '../../../components/export/export-buttons';
import { ListPanel, ListScreen, ListScreenHeader } from '../../../components/list/list-layout';
import { ListPagination } from '../../../components/list/list-pagination';
import { ListEmpty, ListError, ListLoading } from '../../../components/list/list-states';
import { ResultsSummary } from '../../../components/list/results-summary';
import { useMovementUsers } from '../api/get-movement-users';
import { getMovementsForExport, movementKeys, useMovements } from '../api/get-movements';
import { MovementsResults } from './movements-results';
import { MovementsToolbar } from './movements-toolbar';

/** Spec 001 §5: the search runs by itself once typing pauses. */
const SEARCH_DEBOUNCE_MS = 300;

/** /admin/movimientos (spec 001 §2.7, §5, §8, §9; decision 0020): the audit log of user movements. */
export function MovementsScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parseMovementListState(searchParams), [searchParams]);
  const [draft, setDraft] = useState(state.q);
  // The search last written to the URL from here: a different one came from elsewhere (back, a link).
  const committed = useRef(state.q);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const queryClient = useQueryClient();

  const outOfOrder = datesOutOfOrder(state);
  const movements = useMovements(state, !outOfOrder);
  const users = useMovementUsers();
  const data = movements.isError ? undefined : movements.data;
  const current = data ? pageInfo(data.total, state.page, MOVEMENTS_PAGING) : null;
  const filtered = hasMovementFilters(state);

  // The state last asked for: a navigation takes a moment (the route's loaders run), and a second
  // change made meanwhile must build on the first, not on the URL that has not caught up yet.
  const intended = useRef(state);
  useEffect(() => {
    intended.current = state;
  }, [state]);

  function navigate(next: MovementListState, replace = false) {
    intended.current = next;
    setSearchParams(movementListSearch(next), { replace, preventScrollReset: true });
  }

  function filter(change: Partial<MovementListState>, replace = false) {
    if ('q' in change) committed.current = change.q ?? '';
    navigate({ ...intended.current, ...change, page: 1 }, replace);
  }

  useEffect(() => {
    if (state.q !== committed.current) {
      committed.current = state.q;
      setDraft(state.q);
    }
  }, [state.q]);

  // Spec 001 §5: typing searches once it pauses; under 3 characters the list is unfiltered.
  useEffect(() => {
    const term = appliedSearch(draft);
    if (term === state.q) return;
    const timer = setTimeout(() => filter({ q: term }, true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  });

  // A page past the end (a stale link, or rows gone under a new filter) shows the last page instead.
  useEffect(() => {
    if (current && !movements.isPlaceholderData && current.page !== state.page) {
      navigate({ ...state, page: current.page }, true);
    }
  });

  function clearFilters() {
    committed.current = '';
    setDraft('');
    navigate(EMPTY_MOVEMENT_LIST_STATE);
    // The button goes with the empty state: the focus goes to the top of the list.
    resultsRef.current?.focus();
  }

  function goToPage(page: number) {
    navigate({ ...intended.current, page });
    resultsRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    resultsRef.current?.focus({ preventScroll: true });
  }

  function toggle(idLog: number) {
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(idLog)) next.add(idLog);
      return next;
    });
  }

  function refresh() {
    void queryClient.invalidateQueries({ queryKey: movementKeys.all });
  }

  const clearButton = (
    <Button
      variant="default"
      leftSection={<IconFilterOff size={18} aria-hidden="true" />}
      onClick={clearFilters}
    >
      Limpiar filtros
    </Button>
  );

  function results() {
    // An impossible range is not an empty result: it says which dates to fix (issue 22).
    if (outOfOrder) {
      return (
        <ListEmpty
          icon={<IconCalendarX size={48} stroke={1.5} aria-hidden="true" />}
          title="Rango de fechas no válido"
          text={movementDatesHint(state)}
        >
          {clearButton}
        </ListEmpty>
      );
    }
    if (data && data.total === 0) {
      return (
        <ListEmpty
          icon={<IconListSearch size={48} stroke={1.5} aria-hidden="true" />}
          title="No se encontraron registros"
        >
          {filtered && clearButton}
        </ListEmpty>
      );
    }
    if (movements.isError) {
      return <ListError message={movements.error.message} onRetry={() => void movements.refetch()} />;
    }
    if (!data || !current) {
      return (
        <ListLoading
          title="Cargando movimientos..."
          text="Por favor espera mientras procesamos la información"
        />
      );
    }
    return (
      <>
        <MovementsResults
          movements={data.logs}
          expanded={expanded}
          onToggle={toggle}
          stale={movements.isPlaceholderData}
        />
        {current.paginated && (
          <ListPagination current={current} onPage={goToPage} label="Paginación de movimientos" />
        )}
      </>
    );
  }

  return (
    <ListScreen>
      <ListScreenHeader
        title="Movimientos de Usuarios"
        subtitle="Registro de las acciones realizadas por cada usuario"
      >
        <ExportButtons
          definition={MOVEMENTS_EXPORT}
          rows={() => getMovementsForExport(state)}
          messages={MOVEMENTS_EXPORT_MESSAGES}
          disabled={!data || data.total === 0 || outOfOrder}
        />
        <Button
          variant="outline"
          color="navy"
          leftSection={<IconRefresh size={18} aria-hidden="true" />}
          onClick={refresh}
          disabled={movements.isFetching}
        >
          Actualizar
        </Button>
      </ListScreenHeader>
      <ListPanel heading="Listado de movimientos" ref={resultsRef}>
        <MovementsToolbar
          state={state}
          draft={draft}
          users={users.data ?? []}
          loading={movements.isFetching}
          onDraftChange={setDraft}
          onSearch={() => filter({ q: appliedSearch(draft) })}
          onClear={() => {
            setDraft('');
            filter({ q: '' });
          }}
          onFilter={filter}
        />
        {data && !outOfOrder && (
          <ResultsSummary
            text={movementsSummary(data.logs.length, data.total, data.totalExacto !== false)}
            badgesLabel="Filtrado por:"
            badges={movementFilterBadges(state, users.data ?? []).map((label) => ({
              label,
              color: 'navy',
              keepCase: true,
            }))}
          />
        )}
        {results()}
      </ListPanel>
    </ListScreen>
  );
}
