import { pageInfo } from '@motorplaza/domain/shared/list-page';
import { type ReactNode, useRef, useState } from 'react';
import { ListPanel, ListToolbar } from './list-layout';
import { ListPagination } from './list-pagination';
import { ListSearch } from './list-search';
import { ResultsSummary } from './results-summary';

/**
 * The state of a list paged and searched by the server: the search box's draft and the applied term,
 * the page and its size. A new term, filter or size goes back to page 1 (spec 001 §5); a new page moves
 * the focus to the panel's heading.
 */
export function usePagedListState(options: { pageSize: number; searchMax: number; initialTerm?: string }) {
  const initial = (options.initialTerm ?? '').slice(0, options.searchMax);
  const [draft, setDraft] = useState(initial);
  const [term, setTerm] = useState(initial);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(options.pageSize);
  const headingRef = useRef<HTMLHeadingElement>(null);

  function applyTerm(value: string) {
    setTerm(value.trim().slice(0, options.searchMax));
    setPage(1);
  }

  return {
    draft,
    setDraft,
    term,
    page,
    pageSize,
    headingRef,
    applyTerm,
    clearSearch() {
      setDraft('');
      applyTerm('');
    },
    /** A filter changed: its setter runs and the list goes back to page 1. */
    refilter(change: () => void) {
      change();
      setPage(1);
    },
    goToPage(next: number) {
      setPage(next);
      headingRef.current?.focus({ preventScroll: true });
    },
    changePageSize(size: number) {
      setPageSize(size);
      setPage(1);
    },
  };
}

export type PagedListState = ReturnType<typeof usePagedListState>;

interface PagedListPanelProps {
  readonly state: PagedListState;
  /** The panel's hidden heading, e.g. 'Listado de ofertas de autos'. */
  readonly heading: string;
  readonly search: { readonly label: string; readonly placeholder: string; readonly loading: boolean };
  readonly searchMax: number;
  /** The filters beside the search box. */
  readonly filters: ReactNode;
  /** The page the server answered, or null while loading or after a failure. */
  readonly data: { readonly total: number; readonly page: number } | null;
  /** Whether the page has rows (the paginator shows only then). */
  readonly hasRows: boolean;
  readonly pageSizes: readonly number[];
  readonly paginationLabel: string;
  /** The results: loading, error, empty, cards or table. */
  readonly children: ReactNode;
}

/** A staff list's panel: search and filters, 'Mostrando: N resultados', the results and the paginator. */
export function PagedListPanel({
  state,
  heading,
  search,
  searchMax,
  filters,
  data,
  hasRows,
  pageSizes,
  paginationLabel,
  children,
}: PagedListPanelProps) {
  const current = pageInfo(data?.total ?? 0, data?.page ?? state.page, {
    pageSize: state.pageSize,
    maxLinks: 5,
  });
  return (
    <ListPanel heading={heading} ref={state.headingRef}>
      <ListToolbar>
        <ListSearch
          label={search.label}
          placeholder={search.placeholder}
          value={state.draft}
          onChange={state.setDraft}
          onSearch={() => state.applyTerm(state.draft)}
          onClear={state.clearSearch}
          loading={search.loading && Boolean(state.term)}
          maxLength={searchMax}
        />
        {filters}
      </ListToolbar>
      {data && <ResultsSummary text={`Mostrando: ${data.total} resultados`} />}
      {children}
      {data && hasRows && (
        <ListPagination
          current={current}
          onPage={state.goToPage}
          label={paginationLabel}
          pageSize={{ options: pageSizes, value: state.pageSize, onPageSizeChange: state.changePageSize }}
        />
      )}
    </ListPanel>
  );
}
