import { type Paging, pageInfo } from '@motorplaza/domain/shared/list-page';
import { type ReactNode, useEffect } from 'react';
import { ListPanel, ListToolbar } from './list-layout';
import { ListPagination } from './list-pagination';
import { ListSearch } from './list-search';
import { ListError, ListLoading } from './list-states';
import { ResultsSummary, type SummaryBadge } from './results-summary';
import type { ListControls } from './use-list-controls';

/** What the panel reads of the page's query (TanStack Query's result). */
interface PageQuery {
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly isFetching: boolean;
  readonly refetch: () => unknown;
}

/** The count above the rows: 'Mostrando: N resultados' unless the screen words it otherwise. */
export interface PagedListSummary {
  readonly text: string;
  readonly badgesLabel?: string;
  readonly badges?: readonly SummaryBadge[];
}

interface PagedListPanelProps<F, S extends number> {
  /** The list's state (useListControls). */
  readonly state: ListControls<F, S>;
  /** The panel's hidden heading, e.g. 'Listado de ofertas de autos'. */
  readonly heading: string;
  readonly query: PageQuery;
  /** The page the server answered, or nothing while loading or after a failure. */
  readonly data: { readonly total: number; readonly page: number } | null | undefined;
  /** How many rows the page has (0 shows `empty`). */
  readonly rowCount: number;
  readonly texts: {
    /** The search box's label and placeholder. */
    readonly searchLabel: string;
    readonly searchPlaceholder: string;
    /** 'Cargando ofertas de autos...' */
    readonly loading: string;
    /** The error state's message. */
    readonly loadFailed: string;
    /** The paginator's name ('Paginación de ofertas de autos'). */
    readonly pagination: string;
  };
  /** Above the toolbar (view switches, state tabs). */
  readonly beforeToolbar?: ReactNode;
  /** The filters beside the search box. */
  readonly filters?: ReactNode;
  /** Between the toolbar and the count (the chips of the filters applied). */
  readonly afterToolbar?: ReactNode;
  readonly summary?: (data: { readonly total: number }) => PagedListSummary;
  /**
   * With sizes, the Material-style paginator with its size select, shown whenever the page has rows;
   * without, the numbered one, shown only when there is more than one page.
   */
  readonly pageSizes?: readonly S[];
  /** The page links and size (5 links unless given). */
  readonly paging?: Paging;
  /** A removal that emptied the last page shows the new last page (lists with deletions). */
  readonly followLastPage?: boolean;
  /** The empty state (ListEmpty). */
  readonly empty: ReactNode;
  /** The rows: cards or table. */
  readonly children: ReactNode;
}

const resultsCount = (data: { readonly total: number }): PagedListSummary => ({
  text: `Mostrando: ${data.total} resultados`,
});

/**
 * A staff list's panel: search and filters, the count, the results (loading, error, empty or the rows)
 * and the paginator. Each screen declares only its texts, filters and rows.
 */
export function PagedListPanel<F, S extends number>({
  state,
  heading,
  query,
  data,
  rowCount,
  texts,
  beforeToolbar,
  filters,
  afterToolbar,
  summary = resultsCount,
  pageSizes,
  paging,
  followLastPage = false,
  empty,
  children,
}: PagedListPanelProps<F, S>) {
  const current = pageInfo(
    data?.total ?? 0,
    data?.page ?? state.page,
    paging ?? { pageSize: state.pageSize, maxLinks: 5 },
  );
  const { page, setPage } = state;
  const { totalPages } = current;
  const emptied = followLastPage && data != null && rowCount === 0 && data.total > 0 && page > 1;
  useEffect(() => {
    if (emptied) setPage(totalPages);
  }, [emptied, setPage, totalPages]);

  function results() {
    if (query.isPending) return <ListLoading title={texts.loading} />;
    if (query.isError) return <ListError message={texts.loadFailed} onRetry={() => void query.refetch()} />;
    return rowCount === 0 ? empty : children;
  }
  const shown = data != null && rowCount > 0;
  const counted = data ? summary(data) : null;

  return (
    <ListPanel heading={heading} ref={state.resultsRef}>
      {beforeToolbar}
      <ListToolbar>
        <ListSearch
          label={texts.searchLabel}
          placeholder={texts.searchPlaceholder}
          {...state.search}
          loading={query.isFetching && Boolean(state.term)}
        />
        {filters}
      </ListToolbar>
      {afterToolbar}
      {counted && <ResultsSummary {...counted} />}
      {results()}
      {shown && (pageSizes || current.paginated) && (
        <ListPagination
          current={current}
          onPage={state.goToPage}
          label={texts.pagination}
          pageSize={pageSizes ? state.pageSizeControl(pageSizes) : undefined}
        />
      )}
    </ListPanel>
  );
}
